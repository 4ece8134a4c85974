/**
 * A small JSON Schema (2020-12) validator for the keywords the OpenAPI document uses (docs/decisions/0274): enough
 * to hold every recorded answer against docs/openapi.json without a dependency. A keyword it does not know throws,
 * so a document that starts using one fails the tests instead of passing unchecked. `format` is not asserted
 * (as 2020-12 does by default); annotations are ignored.
 */

export type JsonSchemaNode = boolean | Record<string, unknown>;

export interface SchemaIssue {
  /** JSON Pointer-like path of the value at fault ('' for the whole). */
  at: string;
  message: string;
}

const ANNOTATIONS = new Set([
  '$schema',
  '$comment',
  '$id',
  'title',
  'description',
  'default',
  'examples',
  'format',
  'contentMediaType',
  'contentEncoding',
  'readOnly',
  'writeOnly',
  'deprecated',
]);

const ASSERTIONS = new Set([
  '$ref',
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
]);

/** The keywords this validator checks or knows to ignore. */
export const KNOWN_KEYWORDS: ReadonlySet<string> = new Set([...ANNOTATIONS, ...ASSERTIONS]);

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      throw new Error(`unknown JSON Schema type ${type}`);
  }
}

/** Deep equality as JSON Schema's enum and const mean it (numbers by value, objects by members). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && jsonEqual(a[k], b[k]));
  }
  return false;
}

const patterns = new Map<string, RegExp>();
function regexOf(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) {
    try {
      re = new RegExp(pattern, 'u');
    } catch {
      re = new RegExp(pattern);
    }
    patterns.set(pattern, re);
  }
  return re;
}

/** Resolves a local reference (`#/components/schemas/Name`) in the root document. */
export function resolveRef(root: unknown, ref: string): JsonSchemaNode {
  if (!ref.startsWith('#')) throw new Error(`only local references are supported: ${ref}`);
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) throw new Error(`unresolved reference ${ref}`);
  }
  return node as JsonSchemaNode;
}

const child = (at: string, key: string | number) => `${at}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * The ways `value` fails `schema` (empty when it fits); references resolve against `root` (the OpenAPI document, or
 * the schema itself).
 */
export function checkJsonSchema(schema: JsonSchemaNode, value: unknown, root: unknown = schema): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  check(schema, value, '', issues, root);
  return issues;
}

function check(schema: JsonSchemaNode, value: unknown, at: string, issues: SchemaIssue[], root: unknown): void {
  if (schema === true) return;
  if (schema === false) {
    issues.push({ at, message: 'no value is allowed here' });
    return;
  }
  for (const key of Object.keys(schema)) {
    if (!KNOWN_KEYWORDS.has(key) && !key.startsWith('x-'))
      throw new Error(`unsupported JSON Schema keyword ${key} in ${JSON.stringify(schema).slice(0, 200)}`);
  }
  const s = schema as Record<string, never>;
  const fail = (message: string, where = at) => issues.push({ at: where, message });

  if (s.$ref !== undefined) check(resolveRef(root, s.$ref), value, at, issues, root);

  if (s.type !== undefined) {
    const types: string[] = Array.isArray(s.type) ? s.type : [s.type];
    if (!types.some((t) => typeMatches(t, value))) {
      fail(
        `expected ${types.join(' or ')}, got ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`,
      );
      return;
    }
  }
  if (s.enum !== undefined && !(s.enum as unknown[]).some((option) => jsonEqual(option, value)))
    fail(`expected one of ${JSON.stringify(s.enum)}, got ${JSON.stringify(value)}`);
  if (s.const !== undefined && !jsonEqual(s.const, value))
    fail(`expected ${JSON.stringify(s.const)}, got ${JSON.stringify(value)}`);

  if (typeof value === 'string') {
    const length = [...value].length;
    if (s.minLength !== undefined && length < s.minLength) fail(`shorter than ${s.minLength}`);
    if (s.maxLength !== undefined && length > s.maxLength) fail(`longer than ${s.maxLength}`);
    if (s.pattern !== undefined && !regexOf(s.pattern).test(value)) fail(`does not match ${s.pattern}`);
  }
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < s.minimum) fail(`below ${s.minimum}`);
    if (s.maximum !== undefined && value > s.maximum) fail(`above ${s.maximum}`);
    if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) fail(`not above ${s.exclusiveMinimum}`);
    if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum) fail(`not below ${s.exclusiveMaximum}`);
    if (s.multipleOf !== undefined && !Number.isInteger(value / s.multipleOf))
      fail(`not a multiple of ${s.multipleOf}`);
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) fail(`fewer than ${s.minItems} items`);
    if (s.maxItems !== undefined && value.length > s.maxItems) fail(`more than ${s.maxItems} items`);
    if (s.uniqueItems === true && value.some((x, i) => value.findIndex((y) => jsonEqual(x, y)) !== i))
      fail('items are not unique');
    const prefix: JsonSchemaNode[] = s.prefixItems ?? [];
    value.forEach((item, i) => {
      if (i < prefix.length) check(prefix[i]!, item, child(at, i), issues, root);
      else if (s.items !== undefined) check(s.items, item, child(at, i), issues, root);
    });
  }
  if (isObject(value)) {
    const keys = Object.keys(value);
    if (s.minProperties !== undefined && keys.length < s.minProperties) fail(`fewer than ${s.minProperties} members`);
    if (s.maxProperties !== undefined && keys.length > s.maxProperties) fail(`more than ${s.maxProperties} members`);
    for (const name of (s.required ?? []) as string[])
      if (!(name in value)) fail(`${name} is required`, child(at, name));
    const properties: Record<string, JsonSchemaNode> = s.properties ?? {};
    for (const key of keys) {
      if (s.propertyNames !== undefined) {
        for (const issue of checkJsonSchema(s.propertyNames, key, root))
          fail(`the name ${JSON.stringify(key)}: ${issue.message}`, child(at, key));
      }
      if (Object.hasOwn(properties, key)) check(properties[key]!, value[key], child(at, key), issues, root);
      else if (s.additionalProperties === false) fail(`${key} is not allowed`, child(at, key));
      else if (s.additionalProperties !== undefined)
        check(s.additionalProperties, value[key], child(at, key), issues, root);
    }
  }

  if (s.allOf !== undefined) for (const part of s.allOf as JsonSchemaNode[]) check(part, value, at, issues, root);
  if (s.anyOf !== undefined) {
    const all = (s.anyOf as JsonSchemaNode[]).map((option) => checkJsonSchema(option, value, root));
    if (!all.some((found) => found.length === 0))
      fail(
        `fits none of anyOf: ${all.map((found) => found.map((i) => `${i.at || '.'} ${i.message}`).join('; ')).join(' | ')}`,
      );
  }
  if (s.oneOf !== undefined) {
    const fitting = (s.oneOf as JsonSchemaNode[]).filter((option) => checkJsonSchema(option, value, root).length === 0);
    if (fitting.length !== 1) fail(`fits ${fitting.length} of oneOf, not exactly one`);
  }
  if (s.not !== undefined && checkJsonSchema(s.not, value, root).length === 0) fail('fits the schema it must not');
}
