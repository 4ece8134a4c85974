import pino, { type DestinationStream, type Logger } from 'pino';
import { maskAddress } from '#server/services/messaging/mask.ts';

export type { Logger };

/** LOG_LEVEL's values, most to least talkative; `silent` writes nothing. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Fields whose value is a secret, wherever a log call puts them (at the top or one level down): written as
 * `[redacted]`. The one-time code is redacted at the top and in a message or a body only: `err.code` is an errno
 * such as ECONNRESET, worth keeping.
 */
const SECRET_FIELDS = [
  'token',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'authorization',
  'cookie',
  'password',
  'secret',
  'jwtSecret',
  'operatorKey',
];
const SECRET_PATHS = [
  'code',
  'body.code',
  'message.code',
  'headers["x-operator-key"]',
  'headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];
/** Fields holding an e-mail address or a phone number: written masked (`o***@example.com`, `+48*****001`). */
const ADDRESS_FIELDS = new Set(['email', 'phone', 'to', 'identifier']);
const ADDRESS_PATHS = [...ADDRESS_FIELDS].flatMap((field) => [field, `*.${field}`]);

export const REDACTED = '[redacted]';

const censor = (value: unknown, path: string[]): unknown =>
  ADDRESS_FIELDS.has(path.at(-1) ?? '') && typeof value === 'string' ? maskAddress(value) : REDACTED;

// A top-level domain of letters, so `pino@10.0.0` in a stack trace stays as it is.
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
const PHONE = /\+\d(?:[ -]?\d){6,14}/g;

/** Free text (a message, an error's message or stack) with every e-mail address and phone number in it masked. */
export function maskText(text: string): string {
  if (!text.includes('@') && !text.includes('+')) return text;
  return text
    .replace(EMAIL, (found) => maskAddress(found))
    .replace(PHONE, (found) => maskAddress(found.replace(/[ -]/g, '')));
}

function maskStrings(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskStrings(item, depth - 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = maskStrings(item, depth - 1);
  return out;
}

/**
 * pino's error fields (type, message, stack, and the error's own: a PostgreSQL error's `detail` quotes the row, a
 * mail server's refusal the address), with addresses masked.
 */
const serializeError = (error: unknown): unknown =>
  error instanceof Error ? maskStrings(pino.stdSerializers.err(error), 4) : maskStrings(error, 4);

/**
 * The line's own fields (not the bindings): strings with an address in them are masked (the address fields are
 * redaction's). A copy when something changes: the caller's object stays as it was.
 */
function maskFields(fields: Record<string, unknown>): Record<string, unknown> {
  let out = fields;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string' || ADDRESS_FIELDS.has(key)) continue;
    const masked = maskText(value);
    if (masked === value) continue;
    if (out === fields) out = { ...fields };
    out[key] = masked;
  }
  return out;
}

export interface LogSettings {
  level: LogLevel;
  /** Where the lines go: standard output by default (synchronously, so a fatal line is out before the exit). */
  destination?: DestinationStream;
}

/**
 * The server's logger: one JSON object per line with `level` (its name), `time` (ISO), `pid`, `hostname`, `msg`
 * and the call's fields (`component` for lines outside a request, `req` for a request's). Secrets are redacted and
 * addresses masked whatever the call passes (decision 0273).
 */
export function createLogger({ level, destination }: LogSettings): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: maskFields },
      serializers: { err: serializeError },
      redact: { paths: [...SECRET_PATHS, ...ADDRESS_PATHS], censor },
      hooks: {
        logMethod(args, method) {
          const [first, second] = args as unknown[];
          // pino writes an error's message when the call gives none: give the masked one.
          const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
          if (typeof second !== 'string' && typeof first === 'object' && error instanceof Error) {
            return method.call(this, first as object, maskText(error.message));
          }
          const masked = (args as unknown[]).map((arg) => (typeof arg === 'string' ? maskText(arg) : arg));
          return method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** Writes nothing (code given no logger). */
export const silentLogger: Logger = pino({ level: 'silent' });

/**
 * For code that reports plain lines (`[server] stopped`): each line becomes the message of a logged line (kept whole,
 * so what looks for it still finds it), its `[component]` prefix also a field.
 */
export function lineLogger(logger: Logger, level: 'info' | 'warn' | 'error' = 'info'): (line: string) => void {
  return (line) => {
    const component = /^\[([\w-]+)\] /.exec(line)?.[1];
    if (component) logger[level]({ component }, line);
    else logger[level](line);
  };
}

/**
 * Process-level failures as fatal lines, then exit 1 as Node would have: an exception nothing caught, a promise
 * rejection nothing handled. Answers a function that removes the handlers.
 */
export function reportCrashes(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): () => void {
  const onException = (error: Error, origin: string) => {
    logger.fatal({ component: 'process', err: error, origin }, 'uncaught exception: exiting');
    exit(1);
  };
  const onRejection = (reason: unknown) => {
    const err = reason instanceof Error ? reason : new Error(`rejected with ${String(reason)}`);
    logger.fatal({ component: 'process', err }, 'unhandled promise rejection: exiting');
    exit(1);
  };
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  // For tests: the process's own handling again.
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
