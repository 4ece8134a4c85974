import type { Context, Hono, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { Call, Schema } from '#contract/call.ts';
import type { Clock } from '../clock.ts';
import { type Db, joinedTransaction } from '../db/db.ts';
import { type AuditEntry, writeAudit } from '../services/staff/audit-log.ts';
import { invalidData } from './api-error.ts';
import type { AppEnv, AuthUser } from './app-env.ts';
import { runIdempotent } from './idempotency.ts';
import { EncodedJson, jsonAnswer } from './json-answer.ts';
import { checkRole, type StaffAuthenticate, type StaffCaller } from './staff-auth.ts';
import { parsePart } from './validation.ts';
import type { WriteLimit } from './write-limit.ts';

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

export interface CallRequest<P, Q, B> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  c: Context<AppEnv>;
}

export type Authenticate = (c: Context<AppEnv>) => Promise<AuthUser>;

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidData({ _: ['The request body is not valid JSON.'] });
  }
}

function parseRequest<P, Q, B>(call: Call, c: Context<AppEnv>, bodyText: string): CallRequest<P, Q, B> {
  const params = call.params ? parsePart(call.params, c.req.param()) : undefined;
  const query = call.query ? parsePart(call.query, c.req.query()) : undefined;
  const body = call.body ? parsePart(call.body, parseJson(bodyText)) : undefined;
  return { params, query, body, c } as CallRequest<P, Q, B>;
}

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

function respond(c: Context<AppEnv>, status: number, body: string | EncodedJson | null): Response | Promise<Response> {
  if (status === 204 || body === null) return c.body(null, status as 204);
  return jsonAnswer(c, status, body);
}

/** How a signed-in call is mounted, beyond its contract. */
export interface UserCallOptions {
  /**
   * The write budget this call counts against (write-limit.ts): checked once the request is valid and before the
   * handler runs, inside the Idempotency-Key claim, so a replayed answer costs nothing and a 429 is never kept as
   * the key's answer.
   */
  throttle?: WriteLimit;
}

/** What a staff handler gets beside the request (decision 0276). */
export interface StaffCallContext {
  caller: StaffCaller;
  /**
   * The database to use: for a write, its transaction (services that open their own join it), so the change and its
   * audit line commit together or not at all.
   */
  db: Db;
  /** Writes an audit line in the call's transaction; every staff write must write at least one. */
  audit(entry: AuditEntry): Promise<void>;
  /**
   * Runs once the write committed (messages to send: the messenger uses its own connection, which must not wait
   * for the call's transaction). A failure there is logged, not answered.
   */
  afterCommit(fn: () => Promise<void>): void;
}

/** How a staff call is mounted, beyond its contract. */
export interface StaffCallOptions {
  /**
   * Why this POST writes no audit line: it changes nothing staff did (a passkey ceremony's one-use challenge). The
   * API test lists these calls by name.
   */
  unaudited?: string;
}

/** A handler's answer: the value, or the same value already encoded (a kept answer, json-answer.ts). */
type Result<R extends Schema> = Promise<v.InferInput<R> | EncodedJson<v.InferInput<R>>>;

/**
 * Registers contract calls on the /api router: validates params, query and JSON body with the call's
 * schemas (400 with per-field messages), signs the caller in for `user` calls (401 otherwise), and
 * answers the handler's result, typed by the call's response schema, as JSON.
 */
export function callMounter(
  api: Hono<AppEnv>,
  authenticate: Authenticate,
  db: Db,
  clock: Clock,
  /** Runs before every call anyone may make (a per-client rate limit). */
  anonymousGuard: MiddlewareHandler<AppEnv> = (_c, next) => next(),
  /** Signs staff in for `staff` calls (staff-auth.ts). */
  staffAuthenticate?: StaffAuthenticate,
) {
  const mount = (
    call: Call,
    run: (c: Context<AppEnv>, user: AuthUser | null, bodyText: string) => Promise<unknown>,
  ) => {
    const status = call.status ?? 200;
    const answer = async (c: Context<AppEnv>) => {
      const user = call.auth === 'user' ? await authenticate(c) : null;
      const bodyText = call.body ? await c.req.text() : '';
      const encode = (result: unknown) =>
        status === 204 ? null : result instanceof EncodedJson ? result : JSON.stringify(result);
      // Signed-in writes honour Idempotency-Key (docs/decisions/0014-idempotency.md); the kept answer is text.
      if (user !== null && MUTATING.has(call.method)) {
        const answer = await runIdempotent(db, clock, c, `user:${user.id}`, bodyText, async () => {
          const body = encode(await run(c, user, bodyText));
          return { status, body: body instanceof EncodedJson ? body.text : body };
        });
        return respond(c, answer.status, answer.body);
      }
      return respond(c, status, encode(await run(c, user, bodyText)));
    };
    // Anyone's calls pass the per-client limit first; signed-in calls go straight to their handler.
    if (call.auth === 'public') api.on(call.method, call.path, anonymousGuard, answer);
    else api.on(call.method, call.path, answer);
  };
  return {
    anyone<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R extends Schema>(
      call: Call<P, Q, B, R>,
      handler: (req: CallRequest<P, Q, B>) => Result<R>,
    ): void {
      if (call.auth !== 'public') throw new Error(`${call.path} needs a user; mount it with user()`);
      mount(call, async (c, _user, text) => handler(parseRequest<P, Q, B>(call, c, text)));
    },
    user<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R extends Schema>(
      call: Call<P, Q, B, R>,
      handler: (req: CallRequest<P, Q, B> & { user: AuthUser }) => Result<R>,
      options: UserCallOptions = {},
    ): void {
      if (call.auth !== 'user') throw new Error(`${call.path} is public; mount it with anyone()`);
      mount(call, async (c, user, text) => {
        const request = parseRequest<P, Q, B>(call, c, text);
        if (options.throttle) await options.throttle(c, user!);
        return handler({ ...request, user: user! });
      });
    },
    /**
     * A staff call (decision 0276): a staff session whose role is one of the call's roles, or the operator key;
     * 401/403 otherwise. A write runs in one transaction with its audit lines and fails if it wrote none.
     */
    staff<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R extends Schema>(
      call: Call<P, Q, B, R>,
      handler: (req: CallRequest<P, Q, B> & StaffCallContext) => Result<R>,
      options: StaffCallOptions = {},
    ): void {
      if (call.auth !== 'staff') throw new Error(`${call.path} is not a staff call; mount it with user() or anyone()`);
      if (!staffAuthenticate) throw new Error('No staff authenticator given to callMounter');
      const status = call.status ?? 200;
      api.on(call.method, call.path, async (c) => {
        const caller = await staffAuthenticate(c);
        checkRole(caller, call.roles);
        const bodyText = call.body ? await c.req.text() : '';
        const request = parseRequest<P, Q, B>(call, c, bodyText);
        const encode = (result: unknown) =>
          status === 204 ? null : result instanceof EncodedJson ? result : JSON.stringify(result);
        if (!MUTATING.has(call.method)) {
          const audit = async () => {
            throw new Error(`${call.method} ${call.path} reads: it writes no audit line`);
          };
          const afterCommit = () => {
            throw new Error(`${call.method} ${call.path} reads: it commits nothing`);
          };
          return respond(c, status, encode(await handler({ ...request, caller, db, audit, afterCommit })));
        }
        // Kept answers of what it changed go once it has answered (write-scopes.ts, decision 0296).
        c.set('staffWrite', true);
        // A staff write honours Idempotency-Key as an installer's does (decision 0014), per staff member or the key:
        // a retried approval, credit or reply answers as the first did instead of acting twice.
        const scope = caller.kind === 'staff' ? `staff:${caller.session.staffId}` : 'operator key';
        const answer = await runIdempotent(db, clock, c, scope, bodyText, async () => {
          const later: (() => Promise<void>)[] = [];
          const afterCommit = (fn: () => Promise<void>) => void later.push(fn);
          const result = await db.transaction(async (tx) => {
            let lines = 0;
            const audit = async (entry: AuditEntry) => {
              await writeAudit(tx, caller.actor, entry, clock.now(), c.get('requestId') ?? null);
              lines += 1;
            };
            const answer = await handler({
              ...request,
              caller,
              db: joinedTransaction(tx, db.engine),
              audit,
              afterCommit,
            });
            if (lines === 0 && !options.unaudited) throw new Error(`${call.method} ${call.path} wrote no audit line`);
            return answer;
          });
          for (const fn of later) {
            await fn().catch((err: unknown) => c.var.log.error({ err, path: call.path }, 'after a staff write'));
          }
          const body = encode(result);
          return { status, body: body instanceof EncodedJson ? body.text : body };
        });
        return respond(c, answer.status, answer.body);
      });
    },
    /**
     * A staff GET that answers bytes (a file to download) instead of JSON: the same checks as staff(), then the
     * handler's bytes as an attachment.
     */
    staffBytes<P extends Schema | undefined>(
      call: Call<P, undefined, undefined, Schema>,
      handler: (req: { params: Out<P>; db: Db; c: Context<AppEnv> }) => Promise<{ bytes: Uint8Array; name: string }>,
    ): void {
      if (call.auth !== 'staff' || call.method !== 'GET') throw new Error(`${call.path}: byte answers are staff GETs`);
      if (!staffAuthenticate) throw new Error('No staff authenticator given to callMounter');
      api.get(call.path, async (c) => {
        checkRole(await staffAuthenticate(c), call.roles);
        const params = (call.params ? parsePart(call.params, c.req.param()) : undefined) as Out<P>;
        const { bytes, name } = await handler({ params, db, c });
        const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
        return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(bytes.byteLength),
          'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          'X-Content-Type-Options': 'nosniff',
        });
      });
    },
  };
}

export type Mounter = ReturnType<typeof callMounter>;
