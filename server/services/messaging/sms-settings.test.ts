import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '#server/env.ts';
import { formatWait, MAX_ATTEMPTS, retryDelayMs } from './retry-schedule.ts';
import { seal, sealingKey, unseal } from './sealed-text.ts';

const secrets = { JWT_SECRET: 'x'.repeat(32), OPERATOR_KEY: 'k'.repeat(16) };
const SID = `AC${'0a'.repeat(16)}`;
const TOKEN = 'f'.repeat(32);

const problem = (source: Record<string, string>) => {
  try {
    parseEnv({ ...secrets, ...source });
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('the SMS gateway settings', () => {
  it('no SMS_PROVIDER: no gateway', () => {
    expect(parseEnv(secrets).twilio).toBeUndefined();
  });

  it('SMS_PROVIDER=twilio with the account, its token and a sender; the API at api.twilio.com unless told', () => {
    expect(
      parseEnv({
        ...secrets,
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: '+48500000009',
      }).twilio,
    ).toEqual({
      accountSid: SID,
      authToken: TOKEN,
      from: '+48500000009',
      messagingServiceSid: undefined,
      apiUrl: 'https://api.twilio.com',
    });
    const service = `MG${'1b'.repeat(16)}`;
    expect(
      parseEnv({
        ...secrets,
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_MESSAGING_SERVICE_SID: service,
        TWILIO_API_URL: 'http://127.0.0.1:4010',
      }).twilio,
    ).toMatchObject({ from: undefined, messagingServiceSid: service, apiUrl: 'http://127.0.0.1:4010' });
    expect(
      parseEnv({
        ...secrets,
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: 'InstClub',
      }).twilio?.from,
    ).toBe('InstClub');
  });

  it('refuses what is missing, set in vain or malformed, with clear messages', () => {
    expect(problem({ SMS_PROVIDER: 'twilio' })).toBe(
      [
        'Invalid environment:',
        '  TWILIO_ACCOUNT_SID: is required with SMS_PROVIDER=twilio',
        '  TWILIO_AUTH_TOKEN: is required with SMS_PROVIDER=twilio',
        '  TWILIO_FROM: set either it or TWILIO_MESSAGING_SERVICE_SID (one of them) with SMS_PROVIDER=twilio',
      ].join('\n'),
    );
    expect(problem({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN })).toBe(
      'Invalid environment:\n  SMS_PROVIDER: is not set, but TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN are: set SMS_PROVIDER=twilio to send text messages through Twilio',
    );
    expect(problem({ SMS_PROVIDER: 'nexmo' })).toContain('SMS_PROVIDER: must be twilio');
    expect(problem({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123' })).toContain(
      'TWILIO_ACCOUNT_SID: must be the Account SID: AC and 32 hexadecimal characters',
    );
    expect(problem({ TWILIO_FROM: '0048 500' })).toContain('TWILIO_FROM: must be a phone number in E.164 form');
    expect(problem({ TWILIO_FROM: 'ALongSenderName' })).toContain('TWILIO_FROM: must be');
    expect(
      problem({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: '+48500000009',
        TWILIO_MESSAGING_SERVICE_SID: `MG${'1b'.repeat(16)}`,
      }),
    ).toContain('TWILIO_FROM: set either it or TWILIO_MESSAGING_SERVICE_SID (one of them)');
    // The token would cross the network in the clear: http only to this machine.
    expect(problem({ TWILIO_API_URL: 'http://sms.example.com' })).toContain(
      'TWILIO_API_URL: must be an https:// URL (http:// only to this machine)',
    );
    expect(problem({ TWILIO_API_URL: 'https://api.twilio.com?x=1' })).toContain('TWILIO_API_URL');
    // The auth token never appears in a message.
    expect(problem({ SMS_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: TOKEN })).not.toContain(TOKEN);
  });
});

describe('the retry schedule and the sealed texts', () => {
  it('waits 5 s, 30 s, 2 min, 10 min, 30 min, then hourly, for at most MAX_ATTEMPTS attempts', () => {
    expect(Array.from({ length: 8 }, (_, i) => formatWait(retryDelayMs(i + 1)))).toEqual([
      '5 s',
      '30 s',
      '2 min',
      '10 min',
      '30 min',
      '1 h',
      '1 h',
      '1 h',
    ]);
    expect(MAX_ATTEMPTS).toBe(10);
  });

  it('a sealed text opens only with the key of the same secret', () => {
    const sealed = seal(sealingKey('secret one'), { text: 'Your code is 12345', code: '12345' });
    expect(sealed).not.toContain('12345');
    expect(unseal(sealingKey('secret one'), sealed)).toEqual({ text: 'Your code is 12345', code: '12345' });
    expect(unseal(sealingKey('secret two'), sealed)).toBeNull();
    expect(unseal(sealingKey('secret one'), 'v1.broken')).toBeNull();
  });
});
