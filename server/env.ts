import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { LOG_LEVELS, type LogLevel } from './log.ts';
import { generateVapidKeys, persistedVapidKeys, type VapidKeys, vapidPairMatches } from './vapid-keys.ts';

const Port = v.pipe(
  v.optional(v.string(), '8080'),
  v.regex(/^\d{1,5}$/, 'must be a port number'),
  v.transform(Number),
  v.maxValue(65535, 'must be at most 65535'),
);
const PositiveInt = (fallback: string) =>
  v.pipe(v.optional(v.string(), fallback), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number));
const Secret = v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters')));

const EnvSchema = v.object({
  PORT: Port,
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '0.0.0.0'),
  NODE_ENV: v.optional(
    v.picklist(['development', 'test', 'production'], 'must be development, test or production'),
    'development',
  ),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DATABASE_POOL_MAX: PositiveInt('20'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  PUBLIC_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './dist'),
  JWT_SECRET: Secret,
  MAINTENANCE: v.optional(v.picklist(['0', '1', ''], 'must be 1 or 0'), '0'),
  LOGIN_CODE_HOURLY_LIMIT: PositiveInt('5'),
  LOGIN_WRONG_CODES_HOURLY_LIMIT: PositiveInt('10'),
  ANONYMOUS_REQUESTS_PER_MINUTE: PositiveInt('120'),
  TEST_SERIALS: PositiveInt('0'),
  TRUSTED_PROXIES: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (text) => parseProxyList(text) !== null,
        "must list the proxies' addresses or ranges, comma-separated (e.g. 10.0.0.2,10.1.0.0/16)",
      ),
    ),
  ),
  PUBLIC_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/\s]+$/, 'must be the origin people open, e.g. https://club.example.com'),
    ),
  ),
  LOGIN_CODE_ACCOUNT_HOURLY_LIMIT: PositiveInt('20'),
  SIGNED_IN_WRITES_PER_MINUTE: PositiveInt('30'),
  REGISTRATIONS_PER_HOUR: PositiveInt('10'),
  UPLOAD_QUOTA_MB: PositiveInt('100'),
  UPLOADS_PER_HOUR: PositiveInt('30'),
  DISK_FREE_MARGIN_MB: PositiveInt('1024'),
  JOBS: v.optional(v.picklist(['0', '1', ''], 'must be 1 or 0'), '1'),
  KEPT_ANSWERS_SECONDS: v.pipe(PositiveInt('30'), v.maxValue(300, 'must be at most 300')),
  SHUTDOWN_DRAIN_MS: v.pipe(
    PositiveInt('10000'),
    v.minValue(100, 'must be at least 100 (milliseconds)'),
    v.maxValue(300_000, 'must be at most 300000 (5 minutes, in milliseconds)'),
  ),
  CLOCK_START: v.optional(v.pipe(v.string(), v.isoTimestamp('must be an ISO time such as 2026-06-15T09:00:00Z'))),
  OPERATOR_KEY: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  // Web Push (decision 0293): the server's VAPID key pair, base64url; generated into DATA_DIR outside production.
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^B[A-Za-z0-9_-]{86}$/, 'must be an uncompressed P-256 public key in base64url (87 characters)'),
    ),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')),
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')),
  ),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  SMTP_FROM: v.optional(v.pipe(v.string(), v.nonEmpty())),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  METRICS_PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'must be a port number'),
      v.transform(Number),
      v.maxValue(65535, 'must be at most 65535'),
    ),
  ),
  // Text messages through an SMS gateway (decision 0272); checked together in twilioSettings.
  SMS_PROVIDER: v.optional(v.picklist(['twilio'], 'must be twilio (the one SMS gateway the club speaks)')),
  TWILIO_ACCOUNT_SID: v.optional(
    v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/, 'must be the Account SID: AC and 32 hexadecimal characters')),
  ),
  TWILIO_AUTH_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be the Auth Token (32 characters)'))),
  TWILIO_FROM: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(\+[1-9]\d{6,14}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
        'must be a phone number in E.164 form (+48500000001) or a sender name of up to 11 letters and digits',
      ),
    ),
  ),
  TWILIO_MESSAGING_SERVICE_SID: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID: MG and 32 hexadecimal characters'),
    ),
  ),
  TWILIO_API_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(https:\/\/[^\s/?#]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?)(\/[^\s?#]*)?$/,
        'must be an https:// URL (http:// only to this machine), without query',
      ),
    ),
    'https://api.twilio.com',
  ),
});

export interface Env {
  port: number;
  host: string;
  nodeEnv: 'development' | 'test' | 'production';
  databaseUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  publicDir: string;
  jwtSecret: string;
  maintenance: boolean;
  /** Login codes one account may request per hour from one client address (decision 0262). */
  loginCodeHourlyLimit: number;
  /** Login codes one account may be sent per hour from clients it does not know (decision 0262). */
  loginCodeAccountHourlyLimit: number;
  /** Wrong login codes one client of an account may enter in an hour; unknown clients share it (decision 0262). */
  loginWrongCodesHourlyLimit: number;
  /** Calls anyone may make (sign-in, registration…) one client address may send in a minute. */
  anonymousRequestsPerMinute: number;
  /** Outside production: extra free serials RW-CHAOS-00001… for the randomized offline test. */
  testSerials: number;
  /** Addresses or ranges of the proxies in front of the server; only their X-Forwarded-For is believed. */
  trustedProxies: string[];
  /** The origin people open the app at (passkeys are bound to its host name). */
  publicOrigin: string;
  /** Throttled signed-in writes (tickets, messages, invitations, orders, uploads) per account and per client. */
  signedInWritesPerMinute: number;
  /** Registrations one client address may send per hour. */
  registrationsPerHour: number;
  /** Bytes of uploaded files (order files, avatars) one account may keep. */
  uploadQuotaBytes: number;
  /** Files one account may upload per hour. */
  uploadsPerHour: number;
  /** Uploads are refused while the data folder's disk has less free space than this. */
  diskFreeMarginBytes: number;
  /** How long answers shared by many callers are kept in memory (0: every read goes to the database). */
  keptAnswersMs: number;
  /** Whether this instance runs the scheduled jobs (each runs once per tick across instances anyway). */
  jobs: boolean;
  /** After SIGTERM or SIGINT, how long requests in flight may take before the process exits (decision 0271). */
  shutdownDrainMs: number;
  /** Outside production: the server's clock starts at this time and runs on (journeys about dates). */
  clockStart: Date | undefined;
  operatorKey: string;
  smtpUrl: string | undefined;
  /** The From of e-mails sent over SMTP. */
  smtpFrom: string | undefined;
  /** The least severe log lines written (decision 0273). */
  logLevel: LogLevel;
  /** A second port serving only /metrics, with no operator key (for the monitoring network); unset: none. */
  metricsPort: number | undefined;
  /** Text messages through Twilio (SMS_PROVIDER=twilio); unset: no SMS gateway (decision 0272). */
  twilio?: TwilioSettings;
  /** Web Push's VAPID identity (decision 0293): the key pair and whom push services may contact. */
  vapid: { publicKey: string; privateKey: string; subject: string };
}

/** Twilio's Messages API: the account, its credentials, the sender, and where the API is (the tests' stand-in). */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender number or name (From); unset when a Messaging Service sends. */
  from: string | undefined;
  messagingServiceSid: string | undefined;
  apiUrl: string;
}

export class EnvError extends Error {}

type Source = Record<string, string | undefined>;

/** Validates the variables; secrets must already be present (see loadEnv for the generated ones). */
export function parseEnv(source: Source): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, cleaned);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.output;
  if (!e.JWT_SECRET) throw new EnvError('Invalid environment:\n  JWT_SECRET: is required');
  if (!e.OPERATOR_KEY) throw new EnvError('Invalid environment:\n  OPERATOR_KEY: is required');
  const vapid = vapidKeys(e);
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new EnvError('Invalid environment:\n  METRICS_PORT: must differ from PORT (it serves /metrics with no key)');
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_ORIGIN) {
    throw new EnvError('Invalid environment:\n  PUBLIC_ORIGIN: is required in production (passkeys are bound to it)');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: Math.max(1, e.DATABASE_POOL_MAX),
    dataDir: resolve(e.DATA_DIR),
    publicDir: resolve(e.PUBLIC_DIR),
    jwtSecret: e.JWT_SECRET,
    maintenance: e.MAINTENANCE === '1',
    loginCodeHourlyLimit: e.LOGIN_CODE_HOURLY_LIMIT,
    loginWrongCodesHourlyLimit: e.LOGIN_WRONG_CODES_HOURLY_LIMIT,
    anonymousRequestsPerMinute: e.ANONYMOUS_REQUESTS_PER_MINUTE,
    testSerials: e.NODE_ENV === 'production' ? 0 : e.TEST_SERIALS,
    trustedProxies: parseProxyList(e.TRUSTED_PROXIES ?? '') ?? [],
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    loginCodeAccountHourlyLimit: e.LOGIN_CODE_ACCOUNT_HOURLY_LIMIT,
    signedInWritesPerMinute: e.SIGNED_IN_WRITES_PER_MINUTE,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    diskFreeMarginBytes: e.DISK_FREE_MARGIN_MB * 1024 * 1024,
    jobs: e.JOBS !== '0',
    keptAnswersMs: e.KEPT_ANSWERS_SECONDS * 1000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    clockStart: e.CLOCK_START && e.NODE_ENV !== 'production' ? new Date(e.CLOCK_START) : undefined,
    operatorKey: e.OPERATOR_KEY,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    logLevel: e.LOG_LEVEL,
    metricsPort: e.METRICS_PORT,
    twilio: twilioSettings(e),
    vapid: {
      ...vapid,
      subject: e.VAPID_SUBJECT ?? (e.PUBLIC_ORIGIN?.startsWith('https://') ? e.PUBLIC_ORIGIN : 'mailto:club@localhost'),
    },
  };
}

/** SMS_PROVIDER=twilio with its settings, checked together: all that is needed, and nothing set in vain. */
function twilioSettings(e: v.InferOutput<typeof EnvSchema>): TwilioSettings | undefined {
  const names = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID'] as const;
  if (e.SMS_PROVIDER !== 'twilio') {
    const set = names.filter((name) => e[name] !== undefined);
    if (set.length === 0) return undefined;
    throw new EnvError(
      `Invalid environment:\n  SMS_PROVIDER: is not set, but ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'}: set SMS_PROVIDER=twilio to send text messages through Twilio`,
    );
  }
  const problems: string[] = [];
  if (!e.TWILIO_ACCOUNT_SID) problems.push('TWILIO_ACCOUNT_SID: is required with SMS_PROVIDER=twilio');
  if (!e.TWILIO_AUTH_TOKEN) problems.push('TWILIO_AUTH_TOKEN: is required with SMS_PROVIDER=twilio');
  if (!e.TWILIO_FROM === !e.TWILIO_MESSAGING_SERVICE_SID)
    problems.push('TWILIO_FROM: set either it or TWILIO_MESSAGING_SERVICE_SID (one of them) with SMS_PROVIDER=twilio');
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    accountSid: e.TWILIO_ACCOUNT_SID!,
    authToken: e.TWILIO_AUTH_TOKEN!,
    from: e.TWILIO_FROM,
    messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
    apiUrl: e.TWILIO_API_URL,
  };
}

/**
 * The VAPID pair, both keys or neither: required in production; elsewhere a pair made for this process when
 * neither is set (loadEnv keeps one in DATA_DIR, so only tests that parse directly get a throwaway pair).
 */
function vapidKeys(e: v.InferOutput<typeof EnvSchema>): VapidKeys {
  const keys = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  if (!keys.publicKey && !keys.privateKey && e.NODE_ENV !== 'production') return generateVapidKeys();
  if (!keys.publicKey || !keys.privateKey) {
    const missing = keys.publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new EnvError(
      `Invalid environment:\n  ${missing}: is required${e.NODE_ENV === 'production' ? ' in production' : ' with the other VAPID key'} (Web Push)`,
    );
  }
  if (!vapidPairMatches(keys as VapidKeys)) {
    throw new EnvError('Invalid environment:\n  VAPID_PRIVATE_KEY: is not the private key of VAPID_PUBLIC_KEY');
  }
  return keys as VapidKeys;
}

/** Reads a secret kept in DATA_DIR, creating it (mode 600) on first use. */
export function persistedSecret(dataDir: string, file: string, bytes: number): string {
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}

/**
 * The process environment, validated once. Outside production missing secrets are generated and kept in DATA_DIR;
 * production generates none: it refuses to start without JWT_SECRET, OPERATOR_KEY and the VAPID key pair.
 */
export function loadEnv(source: Source = process.env): Env {
  const dataDir = resolve(source.DATA_DIR || './data');
  const production = source.NODE_ENV === 'production';
  const filled: Source = { ...source };
  if (production) {
    const missing = ['JWT_SECRET', 'OPERATOR_KEY', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'].filter(
      (name) => !filled[name],
    );
    if (missing.length > 0) {
      throw new EnvError(
        `Invalid environment:\n${missing.map((name) => `  ${name}: is required in production`).join('\n')}`,
      );
    }
    return parseEnv(filled);
  }
  if (!filled.JWT_SECRET) filled.JWT_SECRET = persistedSecret(dataDir, 'jwt-secret', 48);
  if (!filled.OPERATOR_KEY) filled.OPERATOR_KEY = persistedSecret(dataDir, 'operator.key', 24);
  if (!filled.VAPID_PUBLIC_KEY && !filled.VAPID_PRIVATE_KEY) {
    const keys = persistedVapidKeys(dataDir);
    filled.VAPID_PUBLIC_KEY = keys.publicKey;
    filled.VAPID_PRIVATE_KEY = keys.privateKey;
  }
  return parseEnv(filled);
}

/** `10.0.0.2, 10.1.0.0/16, fd00::/8` -> the entries; null when one is not an IP address or range. */
export function parseProxyList(text: string): string[] | null {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (family === 0 || extra !== undefined) return false;
    if (prefix === undefined) return true;
    if (!/^\d{1,3}$/.test(prefix)) return false;
    return Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : null;
}
