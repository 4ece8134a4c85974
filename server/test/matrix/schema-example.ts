import * as v from 'valibot';
import type { Schema } from '#contract/call.ts';

// biome-ignore lint/suspicious/noExplicitAny: valibot's runtime schema objects are walked structurally.
type Node = any;

const STRINGS = [
  'Example text',
  '5f0c6a1e-3b7d-4c2a-9e8f-1a2b3c4d5e6f',
  'someone@example.com',
  '{}',
  '[]',
  '1234567890',
  '12345',
  '30-001',
  '+48500000001',
  '500000001',
  'https://example.com/a',
  'https://fcm.googleapis.com/fcm/send/a',
  '2026-01-15',
  '2026-01-15T10:00:00.000Z',
  'pl',
  'PL',
  '2',
  'a',
  'ABC123',
];
const NUMBERS = [1, 2, 10, 5, 100, 0, 1000, 1_000_000, 0.5, -1];

const ok = (schema: Node, value: unknown) => v.safeParse(schema, value).success;

/** The first candidate the schema accepts, or the first candidate when none passes (checks then fail loudly). */
function pick(schema: Node, candidates: unknown[]): unknown {
  return candidates.find((c) => ok(schema, c)) ?? candidates[0];
}

/**
 * A value the schema accepts, built from its structure and checked against it (so regexes, lengths and
 * ranges are honoured by trying plausible candidates). Optional entries are filled too.
 */
export function exampleOf(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  const s = schema as Node;
  switch (s.type) {
    case 'string': {
      const lengths = (s.pipe ?? []).filter((a: Node) => /length/.test(a.type)).map((a: Node) => a.requirement);
      return pick(s, [...STRINGS, ...lengths.map((n: number) => 'x'.repeat(n))]);
    }
    case 'number':
      return pick(s, NUMBERS);
    case 'bigint':
      return 1n;
    case 'boolean':
      return pick(s, [true, false]);
    case 'literal':
      return s.literal;
    case 'picklist':
    case 'enum':
      return s.options[0];
    case 'null':
      return null;
    case 'optional':
    case 'nullish':
    case 'exact_optional':
    case 'undefinedable':
    case 'nullable':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return exampleOf(s.wrapped);
    case 'object':
    case 'strict_object':
    case 'loose_object':
    case 'object_with_rest': {
      const out: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(s.entries as Record<string, Schema>)) out[key] = exampleOf(entry);
      return out;
    }
    case 'array': {
      const minItems = (s.pipe ?? []).find((a: Node) => a.type === 'min_length' || a.type === 'length');
      return Array.from({ length: Math.max(1, minItems?.requirement ?? 1) }, () => exampleOf(s.item));
    }
    case 'tuple':
    case 'strict_tuple':
    case 'loose_tuple':
      return s.items.map((item: Schema) => exampleOf(item));
    case 'record':
      return { [String(exampleOf(s.key))]: exampleOf(s.value) };
    case 'union':
    case 'variant': {
      const options = s.options.map((o: Schema) => exampleOf(o));
      // A pipe around the union (e.g. a range) may refuse every option's own example.
      return pick(s, [...options, ...NUMBERS, ...STRINGS, ...NUMBERS.map(String)]);
    }
    case 'intersect':
      return Object.assign({}, ...s.options.map((o: Schema) => exampleOf(o)));
    case 'lazy':
      return exampleOf(s.getter(undefined));
    default:
      return undefined;
  }
}

/** Query example as strings, the way a URL carries it. */
export function queryExample(schema: Schema | undefined): Record<string, string> {
  const value = exampleOf(schema);
  const out: Record<string, string> = {};
  if (value && typeof value === 'object') {
    for (const [k, x] of Object.entries(value)) if (x !== undefined) out[k] = String(x);
  }
  return out;
}
