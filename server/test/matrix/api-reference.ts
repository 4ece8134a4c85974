/**
 * The API reference (docs/api.md) rendered from the contract's description (contract/describe.ts, which the OpenAPI
 * document is made from too): every call with method, path, auth, summary,
 * success status, its params, query and body fields (types and the constraints valibot exposes) and its
 * answer. scripts/api-docs.ts writes it; it lives here because the server project type-checks contract/.
 */
import type { Schema } from '#contract/call.ts';
import { constraintText, type DescribedCall, describeApi } from '#contract/describe.ts';

// biome-ignore lint/suspicious/noExplicitAny: valibot schemas are walked structurally.
type Node = any;

function constraintsOf(s: Node): string[] {
  return (s.pipe ?? []).slice(1).flatMap((a: Node) => constraintText(a) ?? []);
}

/** A TypeScript-like type expression for a schema (objects inline, indented). */
function typeOf(schema: Schema | undefined, indent = ''): string {
  const s = schema as Node;
  if (!s) return 'none';
  const next = `${indent}  `;
  switch (s.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'unknown':
    case 'any':
    case 'date':
    case 'file':
    case 'blob':
      return s.type;
    case 'literal':
      return JSON.stringify(s.literal);
    case 'picklist':
    case 'enum':
      return (s.options as unknown[]).map((o) => JSON.stringify(o)).join(' | ');
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return typeOf(s.wrapped, indent);
    case 'nullable':
    case 'nullish':
      return `${typeOf(s.wrapped, indent)} | null`;
    case 'array':
      return `Array<${typeOf(s.item, indent)}>`;
    case 'record':
      return `Record<${typeOf(s.key, indent)}, ${typeOf(s.value, indent)}>`;
    case 'union':
    case 'variant':
      return (s.options as Schema[]).map((o) => typeOf(o, indent)).join(' | ');
    case 'tuple':
      return `[${(s.items as Schema[]).map((o) => typeOf(o, indent)).join(', ')}]`;
    case 'lazy':
      return 'recursive';
    case 'object':
    case 'strict_object':
    case 'loose_object':
    case 'object_with_rest': {
      const lines = Object.entries(s.entries as Record<string, Node>).map(
        ([key, entry]) => `${next}${key}${isOptional(entry) ? '?' : ''}: ${typeOf(entry, next)}`,
      );
      if (s.type === 'loose_object') lines.push(`${next}…: unknown`);
      return lines.length ? `{\n${lines.join(';\n')};\n${indent}}` : '{}';
    }
    default:
      return s.type ?? 'unknown';
  }
}

const unwrap = (s: Node): Node => (isOptional(s) || s?.type === 'nullable' ? unwrap(s.wrapped) : s);
const isOptional = (s: Node) => ['optional', 'exact_optional', 'undefinedable', 'nullish'].includes(s?.type);
const defaultOf = (s: Node) =>
  isOptional(s) && s.default !== undefined && typeof s.default !== 'function' ? s.default : undefined;

/** Table rows for an object schema's fields, nested objects flattened to dotted names. */
function fieldRows(schema: Schema | undefined, prefix = ''): string[] {
  const s = schema as Node;
  if (!s) return [];
  const base = s.type === 'optional' || s.type === 'nullable' ? s.wrapped : s;
  if (!base?.entries) return [`| ${prefix || '(whole)'} | ${oneLine(typeOf(s))} | ${constraintsOf(s).join(', ')} |`];
  return Object.entries(base.entries as Record<string, Node>).flatMap(([key, entry]) => {
    const name = `${prefix}${key}`;
    const inner = isOptional(entry) || entry.type === 'nullable' ? entry.wrapped : entry;
    const item = inner?.type === 'array' ? unwrap(inner.item) : undefined;
    if (item?.entries) {
      const notes = constraintsOf(inner).join(', ');
      return [
        `| ${name}${isOptional(entry) ? ' (optional)' : ''} | array of objects | ${notes} |`,
        ...fieldRows(item, `${name}[].`),
      ];
    }
    if (inner?.entries)
      return [`| ${name}${isOptional(entry) ? ' (optional)' : ''} | object | |`, ...fieldRows(inner, `${name}.`)];
    const notes = [...constraintsOf(inner ?? entry), ...collectUnionConstraints(inner)];
    const dflt = defaultOf(entry);
    if (dflt !== undefined) notes.push(`default ${JSON.stringify(dflt)}`);
    const type = oneLine(typeOf(entry)).replace(/\|/g, '\\|');
    return [
      `| ${name}${isOptional(entry) ? ' (optional)' : ''} | ${type} | ${notes.join(', ').replace(/\|/g, '\\|')} |`,
    ];
  });
}

const collectUnionConstraints = (s: Node): string[] =>
  s?.type === 'union' ? [...new Set((s.options as Node[]).flatMap((o) => constraintsOf(o)))] : [];

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/; }/g, ' }');

function part(title: string, schema: Schema | undefined): string[] {
  if (!schema) return [];
  return [`**${title}**`, '', '| Field | Type | Constraints |', '|---|---|---|', ...fieldRows(schema), ''];
}

const ACCESS = {
  operator: 'operator (X-Operator-Key header)',
  user: 'signed in (Bearer token)',
  public: 'public',
  staff: 'staff (a staff session’s Bearer token, or X-Operator-Key)',
} as const;

function section(described: DescribedCall): string[] {
  const { call, status } = described;
  return [
    `### ${call.method} /api${call.path}`,
    '',
    call.summary,
    '',
    `Auth: ${ACCESS[described.access]}${call.roles ? `, roles: ${call.roles.join(', ')}` : described.access === 'staff' ? ', any role' : ''}. Success: ${status}${status === 204 ? ' (no body)' : ''}.${described.idempotent ? ' Honours Idempotency-Key.' : ''}`,
    '',
    ...part('Path parameters', call.params),
    ...part('Query', call.query),
    ...part('Body (JSON)', call.body),
    ...(status === 204 ? [] : ['**Answer**', '', '```ts', typeOf(call.response), '```', '']),
  ];
}

export async function renderApiReference(): Promise<string> {
  const { calls } = describeApi();
  const byModule = new Map<string, DescribedCall[]>();
  for (const described of calls) byModule.set(described.module, [...(byModule.get(described.module) ?? []), described]);

  const lines = [
    '# Installer Club API',
    '',
    'Generated by `npm run docs:api` from `contract/` (do not edit by hand). Every path is below `/api`. The same',
    'description as OpenAPI 3.1: `GET /api/openapi.json`, also in [openapi.json](openapi.json) (decision 0274).',
    '',
    '- Signed-in calls take `Authorization: Bearer <token>`; without a valid token they answer 401.',
    "- Objects of another company answer 404 `{ message: 'Not found.' }`, for every method.",
    '- 4xx answers are `{ message, errors?: { field: [messages] } }`; invalid params, query or body answer 400',
    '  with per-field messages (dotted paths for nested fields).',
    '- Signed-in POST, PATCH, PUT and DELETE honour `Idempotency-Key` (docs/decisions/0014-idempotency.md).',
    '- Query values arrive as text; numeric query fields accept digits.',
    '',
    `${calls.length} calls.`,
    '',
    '## Contents',
    '',
    ...[...byModule].map(([module, list]) => `- ${module}: ${list.map((c) => `${c.method} ${c.path}`).join(', ')}`),
    '',
    ...[...byModule].flatMap(([module, list]) => [`## ${module}`, '', ...list.flatMap(section)]),
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
