import { describe, expect, it, vi } from 'vitest';
import { EnvError, parseEnv } from './env.ts';
import { lineLogger, maskText, REDACTED, reportCrashes } from './log.ts';
import { capturedLog } from './test/captured-log.ts';

const secrets = { JWT_SECRET: 'x'.repeat(32), OPERATOR_KEY: 'k'.repeat(16) };

describe('the logger (log.ts, decision 0273)', () => {
  it('writes one JSON object per line: level by name, ISO time, message and fields', () => {
    const { logger, entries } = capturedLog('info');
    logger.debug('not written at info');
    logger.info({ component: 'db', version: '0001_core' }, 'migrated');
    expect(entries()).toHaveLength(1);
    expect(entries()[0]).toMatchObject({ level: 'info', component: 'db', version: '0001_core', msg: 'migrated' });
    expect(entries()[0]!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(entries()[0]).toHaveProperty('pid', process.pid);
  });

  it('redacts secrets and masks addresses in known fields, whatever the call passes', () => {
    const { logger, lines, entries } = capturedLog();
    logger.info(
      {
        code: '48213',
        token: 'eyJhbGciOi.access',
        body: { code: '48213', refresh_token: 'refresh-secret', email: 'owner.pl@example.com' },
        headers: { authorization: 'Bearer eyJhbGciOi.access', cookie: 'sid=1', 'x-operator-key': 'operator-key-1234' },
        email: 'owner.pl@example.com',
        phone: '+48500000001',
        to: '+421901000001',
      },
      'sent',
    );
    const text = lines.join('\n');
    for (const secret of ['48213', 'eyJhbGciOi', 'refresh-secret', 'sid=1', 'operator-key-1234', 'owner.pl@']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/500000001|901000001/);
    expect(entries()[0]).toMatchObject({
      code: REDACTED,
      token: REDACTED,
      body: { code: REDACTED, refresh_token: REDACTED, email: 'o***@example.com' },
      headers: { authorization: REDACTED, cookie: REDACTED, 'x-operator-key': REDACTED },
      email: 'o***@example.com',
      phone: '+48*****001',
      to: '+42*****001',
    });
  });

  it('masks addresses in messages, free-text fields and errors (a database error quotes the row)', () => {
    const { logger, entries } = capturedLog();
    logger.warn(
      { reason: '550 <OWNER.PL@EXAMPLE.COM> rejected', note: 'call +48 500 000 001' },
      'to owner.pl@example.com',
    );
    const error = Object.assign(new Error('duplicate key for member.pl@example.com'), {
      code: '23505',
      detail: 'Key (email)=(member.pl@example.com) already exists.',
    });
    logger.error({ err: error }, 'unhandled error');
    logger.error(error);
    const [warned, withMessage, bare] = entries();
    expect(warned).toMatchObject({ msg: 'to o***@example.com', reason: '550 <O***@EXAMPLE.COM> rejected' });
    expect(warned!.note).toBe('call +48*****001');
    expect(withMessage!.err).toMatchObject({
      type: 'Error',
      message: 'duplicate key for m***@example.com',
      code: '23505',
      detail: 'Key (email)=(m***@example.com) already exists.',
    });
    expect((withMessage!.err as { stack: string }).stack).not.toContain('member.pl@');
    expect(bare!.msg).toBe('duplicate key for m***@example.com');
    expect(JSON.stringify(entries())).not.toContain('member.pl@');
  });

  it('keeps what only looks like an address: package versions, paths, times', () => {
    for (const text of [
      'at node_modules/pino@10.0.0/lib',
      '/node_modules/@electric-sql/pglite',
      '2026-11-27T10:00:00+01:00',
    ])
      expect(maskText(text)).toBe(text);
  });

  it('lines of code that reports plain text keep their text, the prefix also as the component', () => {
    const { logger, entries } = capturedLog();
    lineLogger(logger)('[server] stopped');
    lineLogger(logger, 'warn')('no prefix here');
    expect(entries()).toMatchObject([
      { level: 'info', component: 'server', msg: '[server] stopped' },
      { level: 'warn', msg: 'no prefix here' },
    ]);
  });

  it('an unhandled rejection and an uncaught exception are fatal lines, then exit 1', () => {
    const { logger, entries } = capturedLog();
    const exit = vi.fn();
    const restore = reportCrashes(logger, exit);
    try {
      process.emit('unhandledRejection', new Error('lost promise'), Promise.resolve());
      // Node's typings know the event with one argument only; the handler also gets the origin.
      (process.emit as (event: string, ...args: unknown[]) => boolean)(
        'uncaughtException',
        new Error('thrown away'),
        'uncaughtException',
      );
    } finally {
      restore();
    }
    expect(exit.mock.calls).toEqual([[1], [1]]);
    expect(entries()).toMatchObject([
      {
        level: 'fatal',
        component: 'process',
        msg: 'unhandled promise rejection: exiting',
        err: { message: 'lost promise' },
      },
      { level: 'fatal', component: 'process', msg: 'uncaught exception: exiting', err: { message: 'thrown away' } },
    ]);
  });
});

describe('LOG_LEVEL and METRICS_PORT (env.ts)', () => {
  it('info by default, any of trace..fatal (or silent), nothing else', () => {
    expect(parseEnv(secrets).logLevel).toBe('info');
    expect(parseEnv({ ...secrets, LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => parseEnv({ ...secrets, LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL: must be one of trace, debug/);
  });

  it('no metrics port by default; a port other than PORT', () => {
    expect(parseEnv(secrets).metricsPort).toBeUndefined();
    expect(parseEnv({ ...secrets, METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => parseEnv({ ...secrets, METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ ...secrets, PORT: '9464', METRICS_PORT: '9464' })).toThrow(EnvError);
  });
});
