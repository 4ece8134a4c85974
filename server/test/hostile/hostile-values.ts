import fc from 'fast-check';

const HUGE = 'x'.repeat(100_000);

/** Strings an attacker or a broken client sends: injections, markup, control and astral characters, sizes. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    "'; DROP TABLE users; --",
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u0000',
    '\u202e\u0000\ud800',
    '😀🏠🪟'.repeat(40),
    '../../etc/passwd',
    '%00%2F%2e%2e',
    '1e999',
    '-1',
    '0',
    '99999999999999999999999',
    '-9223372036854775809',
    '2.5',
    'NaN',
    'null',
    'true',
    '{"a":1}',
    '[]',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '2026-02-30T25:61:00Z',
    '+48 500 000 001',
    'a@b',
    HUGE,
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Any JSON value, hostile at the leaves, nested a few levels. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(null, true, false, 0, -1, -2147483649, 2 ** 53 + 2, 1e308, -1e308, 0.1),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Bodies that are not JSON at all, or broken JSON. */
export const brokenBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,',
    'nul',
    '\u0000',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
    '"str"',
    '1',
    '[]',
  ),
  fc.string({ maxLength: 60 }),
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'multipart/form-data',
  undefined,
);

/** Header-safe text (printable ASCII) for Idempotency-Key and friends. */
export const headerText = fc.string({ maxLength: 300 }).map((s) => s.replace(/[^\x20-\x7e]/g, 'a'));
