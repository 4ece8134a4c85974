import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE } from '#src/lib/http/api-error.ts';
import { GENERIC_ERROR, OFFLINE_ERROR } from '#src/lib/http/error-messages.ts';
import { staffErrorMessages } from './staff-errors.ts';

describe('staff error messages', () => {
  it('translates the staff calls’ refusals', () => {
    const [message] = staffErrorMessages(new ApiError(403, 'Your staff role does not allow this.'));
    expect(message?.message).toBe('Your staff role does not allow this.');
  });

  it('falls back to the app’s shared texts, then the generic message, never raw English', () => {
    expect(staffErrorMessages(new ApiError(400, 'The code is invalid.'))[0]?.message).toBe('The code is invalid.');
    expect(staffErrorMessages(new ApiError(409, 'Something the console does not know.'))).toEqual([GENERIC_ERROR]);
    expect(staffErrorMessages(new ApiError(OFFLINE, 'fetch failed'))).toEqual([OFFLINE_ERROR]);
    expect(staffErrorMessages(new Error('boom'))).toEqual([GENERIC_ERROR]);
  });

  it('knows every refusal the staff routes and services write out, but the operator key’s own', () => {
    const dirs = ['server/routes/staff', 'server/services/staff'];
    const files = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => `${dir}/${name}`),
    );
    const texts = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const refusals = [...source.matchAll(/ApiError\(4\d\d, '([^']+)'\)/g)].map((m) => m[1]!);
      const reasons = [...source.matchAll(/invalidData\(\{ \w+: \['([^']+)'\] \}\)/g)].map((m) => m[1]!);
      const selves = [...source.matchAll(/notOneself\('([^']+)'\)/g)].map(
        (m) => `You cannot ${m[1]} yourself; ask another admin.`,
      );
      return [...refusals, ...reasons, ...selves];
    });
    expect(texts.length).toBeGreaterThan(10);
    const unknown = texts.filter(
      (text) => !/operator key/.test(text) && staffErrorMessages(new ApiError(409, text))[0] === GENERIC_ERROR,
    );
    expect(unknown).toEqual([]);
  });
});
