import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '#contract/call.ts';
import { OPERATOR_KEY_HEADER } from '#contract/operator.ts';
import { callKey, contractCalls, pathParams } from '../matrix/contract-calls.ts';
import { exampleOf } from '../matrix/schema-example.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '../test-app.ts';
import { brokenBody, contentType, headerText, hostileJson, hostileString } from './hostile-values.ts';

/** Runs per call and engine: small, so the whole walk stays within seconds. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 8);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (s: string) => s.replace(LONE_SURROGATE, '\ufffd');

const calls = await contractCalls();

/** Never send a valid "maintenance on" (it would turn every later answer into a 503). */
const SKIP_OPERATOR_KEY = new Set(['POST /operator/maintenance']);

const entryKeys = (schema: Call['body']) => {
  const example = exampleOf(schema);
  return example && typeof example === 'object' && !Array.isArray(example) ? Object.keys(example) : [];
};

/** Objects shaped like the call's own schema (its keys), with hostile values, plus unknown keys. */
const shaped = (keys: string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, hostileJson])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 6 }), hostileJson, { maxKeys: 2 }),
    )
    .map(([a, b]) => ({ ...b, ...a }));

function requestArbitrary(call: Call) {
  const params = fc.record(Object.fromEntries(pathParams(call.path).map((p) => [p, hostileString])));
  const queryKeys = entryKeys(call.query);
  const query = fc.dictionary(
    fc.oneof(fc.constantFrom(...(queryKeys.length ? queryKeys : ['page'])), fc.string({ maxLength: 6 })),
    hostileString,
    { maxKeys: 4 },
  );
  const bodyKeys = entryKeys(call.body);
  const body = fc.oneof(
    shaped(bodyKeys).map((b) => JSON.stringify(b)),
    hostileJson.map((b) => JSON.stringify(b)),
    brokenBody,
    fc.constant(undefined),
  );
  return fc.record({ params, query, body, type: contentType, key: fc.option(headerText) });
}

describe('hostile input on every contract call', () => {
  const t = useTestApp();
  let token: Record<string, string>;
  beforeAll(async () => {
    token = bearer((await signIn(t, 'owner.pl@example.com')).token);
  });

  it.each(calls.map((c) => [callKey(c.call), c.call] as const))('%s never answers 5xx', async (key, call) => {
    const operator = call.path.startsWith('/operator/') && !SKIP_OPERATOR_KEY.has(key);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(call), async (req) => {
        const path = call.path.replace(/:(\w+)/g, (_, name: string) =>
          encodeURIComponent(wellFormed(req.params[name] ?? '')),
        );
        // Lone surrogates cannot be put in a URL at all (the client would throw, not the server).
        const search = new URLSearchParams(
          Object.entries(req.query).map(([k, x]): [string, string] => [wellFormed(k), wellFormed(x)]),
        ).toString();
        const headers: Record<string, string> = { ...token };
        if (operator) headers[OPERATOR_KEY_HEADER] = TEST_OPERATOR_KEY;
        if (req.type) headers['content-type'] = req.type;
        if (req.key !== null) headers['idempotency-key'] = req.key;
        const hasBody = call.method !== 'GET' && req.body !== undefined;
        const res = await t.app.request(`/api${path}${search ? `?${search}` : ''}`, {
          method: call.method,
          headers,
          body: hasBody ? req.body : undefined,
        });
        const text = await res.text();
        expect(res.status, `${key} -> ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
        if (res.status >= 400) {
          const parsed = JSON.parse(text) as { message?: unknown };
          expect(typeof parsed.message, `${key} -> ${res.status} without a message: ${text.slice(0, 200)}`).toBe(
            'string',
          );
        }
      }),
      { numRuns: RUNS, seed: process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined },
    );
  });
});
