import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env.ts';
import { acceptedEncodings } from './static-files.ts';

/** Below this an answer goes as it is: gzipping 800 bytes cost five times the CPU of the request (issue 15). */
export const COMPRESS_FROM_BYTES = 1024;
/** Above this the gzip runs on libuv's pool instead of the event loop. */
export const COMPRESS_OFF_LOOP_FROM_BYTES = 256 * 1024;
/**
 * Answers made per request are gzipped at level 1: on the club's JSON (1-40 KB) it takes 40-60 % of the default
 * level's time for 1-2 % more bytes (decision 0200). Kept answers are gzipped once, at the default level.
 */
export const PER_REQUEST_GZIP = { level: 1 } as const;
const gzipAsync = promisify(gzip);

/** gzip of an answer made for this request: on the event loop while that stays well under a millisecond. */
export function gzipPerRequest(bytes: Uint8Array): Promise<Buffer> | Buffer {
  return bytes.byteLength >= COMPRESS_OFF_LOOP_FROM_BYTES
    ? gzipAsync(bytes, PER_REQUEST_GZIP)
    : gzipSync(bytes, PER_REQUEST_GZIP);
}

/**
 * An answer's JSON encoded once, for answers kept between requests (the shared read cache): each request sends
 * these bytes, or their gzip made on the first request that accepts it, instead of serializing and compressing
 * the same catalogue again. T is the answer's shape, so a route can only return the kept answer of its call.
 */
export class EncodedJson<T = unknown> {
  declare readonly shape?: T;
  readonly bytes: Buffer;
  #gzipped: Buffer | undefined;

  constructor(value: T, text = JSON.stringify(value)) {
    this.bytes = Buffer.from(text);
  }

  /** An answer whose JSON text is made already (by the database, decision 0298): T is the caller's word for it. */
  static ofText<T>(text: string): EncodedJson<T> {
    return new EncodedJson<T>(undefined as T, text);
  }

  get text(): string {
    return this.bytes.toString('utf8');
  }

  /**
   * The gzip to send, made once at the per-request level: with KEPT_ANSWERS_SECONDS=0 nothing is kept and each of
   * these is sent once (the default level cost several times more for 1-2 % fewer bytes, decision 0298).
   */
  gzipped(): Buffer {
    this.#gzipped ??= gzipSync(this.bytes, PER_REQUEST_GZIP);
    return this.#gzipped;
  }
}

/**
 * Answers made whole here, within the answer frame (answer-frame.ts): every header of the frame already set, as a
 * plain record the Node adapter writes as it is, with their length; the frame neither reads nor rewrites them.
 */
const whole = new WeakSet<Response>();

/** Whether the answer frame may send this answer as it is. */
export const leavesWhole = (res: Response): boolean => whole.has(res);

/**
 * A call's JSON answer as it leaves: its Content-Length, and from 1 KiB on `Vary: Accept-Encoding` and gzip when the
 * client accepts it, the same rules compress-answers.ts applies to other answers. Built here in one step, the
 * answer passes the compression middleware untouched (it has its length) and leaves without being read back.
 */
export async function jsonAnswer(c: Context<AppEnv>, status: number, body: string | EncodedJson): Promise<Response> {
  const kept = typeof body === 'string' ? null : body;
  const bytes = typeof body === 'string' ? Buffer.from(body) : body.bytes;
  const frame = c.get('answerHeaders');
  const headers: Record<string, string> = { ...frame, 'Content-Type': 'application/json' };
  let sent: Uint8Array = bytes;
  if (bytes.byteLength >= COMPRESS_FROM_BYTES) {
    headers.Vary = 'Accept-Encoding';
    if (acceptedEncodings(c.req.header('Accept-Encoding')).has('gzip')) {
      sent = kept ? kept.gzipped() : await gzipPerRequest(bytes);
      headers['Content-Encoding'] = 'gzip';
    }
  }
  headers['Content-Length'] = String(sent.byteLength);
  // Within the answer frame the answer is whole: made here with a plain header record, which the Node adapter writes
  // as it is (a Headers object would be built, filled and read back once per answer). Contract handlers therefore
  // set no header through c.header(): they answer values (decision 0298).
  if (frame) {
    const res = new Response(sent as Uint8Array<ArrayBuffer>, { status, headers });
    whole.add(res);
    return res;
  }
  return c.newResponse(sent as Uint8Array<ArrayBuffer>, status as ContentfulStatusCode, headers);
}
