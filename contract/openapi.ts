/**
 * The OpenAPI 3.1 document of the API, made from the contract's description (describe.ts) with valibot's JSON Schema
 * converter (docs/decisions/0274). Served at GET /api/openapi.json and written to docs/openapi.json by
 * `npm run docs:api`; both are `openApiText()`.
 *
 * Every schema is the *input* type of its valibot schema: requests are what the server's schemas parse, and answers
 * are what the app's `callApi` parses with the call's response schema (the server answers `v.InferInput<response>`).
 * What JSON Schema cannot say exactly is written into the schema's description: custom checks ("Also checked: …"),
 * trimming, and the rules a value must meet after a transform ("After conversion: …"); custom schemas become `{}`.
 */
import {
  type ConversionConfig,
  type JsonSchema,
  type OverrideActionContext,
  type OverrideSchemaContext,
  toJsonSchema,
} from '@valibot/to-json-schema';
import * as v from 'valibot';
import type { Schema } from './call.ts';
import { type ApiDescription, constraintText, type DescribedCall, describeApi } from './describe.ts';
import { OPERATOR_KEY_HEADER } from './operator.ts';

export const OPENAPI_VERSION = '3.1.1';
/** The API's version in the document (package.json's version). */
export const API_VERSION = '1.0.0';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

// biome-ignore lint/suspicious/noExplicitAny: valibot's runtime schema objects are walked structurally.
type Node = any;
export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, JsonSchema> } & Record<string, unknown>;
};

// Notes gathered while converting, turned into descriptions at the end (kept apart so each action can add one).
const NOTES = '__notes';
const AFTER = '__after';
type Noted = JsonSchema & { [NOTES]?: string[]; [AFTER]?: string[] };

const note = (schema: JsonSchema, text: string): Noted => {
  const noted = { ...schema } as Noted;
  noted[NOTES] = [...((schema as Noted)[NOTES] ?? []), text];
  return noted;
};
const after = (schema: JsonSchema, texts: string[]): Noted => {
  const noted = { ...schema } as Noted;
  if (texts.length) noted[AFTER] = [...((schema as Noted)[AFTER] ?? []), ...texts];
  return noted;
};

/** The kinds of pipe items that end the input type (the converter's own list, typeMode 'input'). */
const TYPE_CHANGERS = new Set([
  'find_item',
  'parse_json',
  'raw_transform',
  'reduce_items',
  'stringify_json',
  'to_bigint',
  'to_boolean',
  'to_date',
  'to_number',
  'to_string',
  'transform',
]);
const endsInput = (item: Node) =>
  item.kind === 'schema' || (item.kind === 'transformation' && TYPE_CHANGERS.has(item.type));
const flattenPipe = (pipe: Node[]): Node[] => pipe.flatMap((item) => ('pipe' in item ? flattenPipe(item.pipe) : item));

/** What a pipe demands after its input type ends (a transform, or a second schema), in words. */
function afterInput(flat: Node[]): string[] {
  const cut = flat.slice(1).findIndex(endsInput);
  if (cut === -1) return [];
  return flat
    .slice(cut + 1)
    .flatMap((item) =>
      item.kind === 'schema'
        ? [`${/^[aeiou]/.test(item.type) ? 'an' : 'a'} ${item.type.replace(/_/g, ' ')}`]
        : (constraintText(item) ?? []),
    )
    .filter((text) => text !== 'trimmed');
}

/**
 * Every pipe's root schema (the first item of the flattened pipe) with what the pipe demands after its input type
 * ends: the converter hands the root to overrideSchema without its pipe, so the note is found by the root.
 */
function pipeNotes(schemas: Iterable<Schema>): Map<Node, string[]> {
  const notes = new Map<Node, string[]>();
  const seen = new Set<Node>();
  const visit = (s: Node) => {
    if (!s || typeof s !== 'object' || seen.has(s)) return;
    seen.add(s);
    if (Array.isArray(s.pipe)) {
      const flat = flattenPipe(s.pipe);
      const root = flat[0];
      const text = afterInput(flat);
      const known = notes.get(root);
      if (known && known.join() !== text.join())
        throw new Error(`a schema starts two pipes that differ after their input type (${root.type}): split them`);
      notes.set(root, text);
      for (const item of flat) if (item.kind === 'schema') visit(item);
      return;
    }
    for (const key of ['wrapped', 'item', 'key', 'value', 'rest'] as const) visit(s[key]);
    for (const child of [...(s.options ?? []), ...(s.items ?? [])]) visit(child);
    for (const entry of Object.values(s.entries ?? {})) visit(entry);
  };
  for (const schema of schemas) visit(schema);
  return notes;
}

const NUMERIC = new Set(['min_value', 'max_value', 'integer', 'gt_value', 'lt_value', 'multiple_of']);
const LENGTHS = new Set(['min_length', 'max_length', 'length', 'non_empty']);
const STRINGS = new Set(['regex', 'email', 'uuid', 'url', 'iso_date', 'iso_timestamp', 'iso_date_time']);
/** Keywords an action may have written at a union's level, where JSON Schema would apply them to every option. */
const BRANCH_KEYWORDS = [
  'type',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'format',
] as const;

/** Whether an action of a union's pipe can hold for one option (its type takes the action). */
function optionTakes(option: JsonSchema, action: Node): boolean {
  if (option.$ref || option.anyOf || option.oneOf) return false;
  const type = option.type;
  if (NUMERIC.has(action.type)) return type === 'number' || type === 'integer';
  if (LENGTHS.has(action.type)) return type === 'string' || type === 'array';
  if (STRINGS.has(action.type)) return type === 'string';
  return false;
}

/** One option of a union with an action applied, the way the converter applies it to a plain schema. */
function applyTo(option: JsonSchema, action: Node): JsonSchema {
  const out = { ...option };
  const req = action.requirement;
  const isArray = option.type === 'array';
  switch (action.type) {
    case 'integer':
      out.type = 'integer';
      break;
    case 'min_value':
      out.minimum = Math.max(req, out.minimum ?? -Infinity);
      break;
    case 'max_value':
      out.maximum = Math.min(req, out.maximum ?? Infinity);
      break;
    case 'min_length':
    case 'non_empty':
      if (isArray) out.minItems = Math.max(req ?? 1, out.minItems ?? 0);
      else out.minLength = Math.max(req ?? 1, out.minLength ?? 0);
      break;
    case 'max_length':
      if (isArray) out.maxItems = Math.min(req, out.maxItems ?? Infinity);
      else out.maxLength = Math.min(req, out.maxLength ?? Infinity);
      break;
    default:
      return note(out, constraintText(action) ?? action.type);
  }
  return out;
}

/**
 * Actions after a union (`pipe(union([number, digits]), integer, minValue(1))`): JSON Schema would demand them of
 * every option, so they go into the options whose type takes them and into a note for the others.
 */
function unionAction(schema: JsonSchema, action: Node): JsonSchema | undefined {
  const key = schema.anyOf ? 'anyOf' : schema.oneOf ? 'oneOf' : undefined;
  if (!key || !(NUMERIC.has(action.type) || LENGTHS.has(action.type) || STRINGS.has(action.type))) return undefined;
  const clean = { ...schema } as Noted;
  for (const keyword of BRANCH_KEYWORDS) delete clean[keyword];
  let others = false;
  clean[key] = (schema[key] as JsonSchema[]).map((option) => {
    if (optionTakes(option, action)) return applyTo(option, action);
    others = true;
    return option;
  });
  const text = constraintText(action);
  return others && text ? after(clean, [text]) : clean;
}

function overrideAction({ valibotAction: action, jsonSchema }: OverrideActionContext): JsonSchema | undefined {
  const a = action as Node;
  const onUnion = unionAction(jsonSchema, a);
  if (onUnion) return onUnion;
  if (a.type === 'check') return note(jsonSchema, `Also checked: ${constraintText(a)!.replace(/^check: /, '')}`);
  if (a.type === 'trim') return note(jsonSchema, 'Surrounding white space is removed before the checks.');
  return undefined;
}

function overrideSchemaWith(notes: Map<Node, string[]>) {
  return ({ valibotSchema, jsonSchema, errors }: OverrideSchemaContext): JsonSchema | undefined => {
    const s = valibotSchema as Node;
    if (s.type === 'custom') {
      const message = typeof s.message === 'string' ? s.message : 'a custom check';
      return note({}, `Checked by code (no JSON Schema type): ${message}`);
    }
    if (errors) return undefined;
    const pending = notes.get(s);
    return pending?.length ? after(jsonSchema, pending) : jsonSchema;
  };
}

/** Turns the gathered notes into descriptions, in place. */
function writeNotes(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) writeNotes(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as Noted & Record<string, unknown>;
  // Only schemas carry notes (a `properties` map may have a member named description).
  if (n[NOTES] || n[AFTER]) {
    const texts = [...(typeof n.description === 'string' ? [n.description] : []), ...(n[NOTES] ?? [])];
    if (n[AFTER]?.length) texts.push(`After conversion: ${n[AFTER].join(', ')}`);
    delete n[NOTES];
    delete n[AFTER];
    n.description = texts.map((t) => (/[.!?]$/.test(t) ? t : `${t}.`)).join(' ');
  }
  for (const value of Object.values(n)) writeNotes(value);
}

const SCHEMA_REF = '#/components/schemas/';
const refName = (ref: string) =>
  decodeURIComponent(ref.slice(SCHEMA_REF.length)).replace(/~1/g, '/').replace(/~0/g, '~');

interface Parts {
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  bodyOptional?: boolean;
  answer?: JsonSchema;
}

/** Converts every part of every call in one run, so named schemas become one set of components. */
function convertParts(description: ApiDescription): { parts: Parts[]; schemas: Record<string, JsonSchema> } {
  const wrapper: Record<string, Schema> = {};
  description.calls.forEach((described, i) => {
    const { call, answer } = described;
    if (call.params) wrapper[`${i}.params`] = call.params;
    if (call.query) wrapper[`${i}.query`] = call.query;
    if (call.body) wrapper[`${i}.body`] = call.body;
    if (answer.kind === 'json') wrapper[`${i}.answer`] = answer.schema;
  });
  const definitions = Object.fromEntries([...description.namedSchemas].map(([schema, name]) => [name, schema]));
  const config: ConversionConfig = {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    definitions,
    overrideRef: ({ referenceId }) => `${SCHEMA_REF}${encodeURIComponent(referenceId)}`,
    overrideAction,
    overrideSchema: overrideSchemaWith(pipeNotes([...Object.values(wrapper), ...Object.values(definitions)])),
  };
  const converted = toJsonSchema(v.object(wrapper), config);
  writeNotes(converted);
  const props = converted.properties as Record<string, JsonSchema>;
  const parts = description.calls.map((_, i): Parts => {
    const part: Parts = {};
    if (props[`${i}.params`]) part.params = props[`${i}.params`];
    if (props[`${i}.query`]) part.query = props[`${i}.query`];
    if (props[`${i}.body`]) {
      part.body = props[`${i}.body`];
      part.bodyOptional = !(converted.required ?? []).includes(`${i}.body`);
    }
    if (props[`${i}.answer`]) part.answer = props[`${i}.answer`];
    return part;
  });
  return { parts, schemas: (converted.$defs ?? {}) as Record<string, JsonSchema> };
}

const ERROR_SCHEMA = { $ref: `${SCHEMA_REF}ApiErrorBody` };
const errorAnswer = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR_SCHEMA } },
});
const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'string' } },
};

const RESPONSES = {
  Invalid: errorAnswer(
    'The params, query or body do not fit the schemas: `errors` names each field at fault (dotted paths for nested ' +
      'fields, `_` for the whole).',
  ),
  NoToken: errorAnswer('No valid access token (Authorization: Bearer).'),
  NoOperatorKey: errorAnswer(`No valid operator key (${OPERATOR_KEY_HEADER}).`),
  NoStaffSession: errorAnswer(
    `No valid staff session token (Authorization: Bearer) nor operator key (${OPERATOR_KEY_HEADER}); an installer's token is refused.`,
  ),
  NotThisRole: errorAnswer(
    "403: the session's role may not make this call, or an admin's session is not confirmed with a passkey yet.",
  ),
  NotFound: errorAnswer("Not found, or an object of another company: `{ message: 'Not found.' }`."),
  Refused: errorAnswer(
    'Refused for another reason the message names: 403 not allowed, 409 conflict (or an Idempotency-Key still ' +
      'running), 410 gone, 413 too large, 415 unsupported file, 422 not possible (or an Idempotency-Key used for ' +
      'another request), 429 too many requests (with Retry-After).',
    RETRY_AFTER,
  ),
  Maintenance: errorAnswer('The club is under maintenance (every call but the operator calls).', RETRY_AFTER),
  Failed: errorAnswer('Something went wrong on the server.'),
};
const responseRef = (name: keyof typeof RESPONSES) => ({ $ref: `#/components/responses/${name}` });

const SUCCESS: Record<number, string> = { 200: 'OK.', 201: 'Created.', 204: 'Done; no body.' };

/** The properties of an object schema (following a reference to a component), for parameters. */
function objectOf(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  const target = schema.$ref ? schemas[refName(schema.$ref)] : schema;
  if (!target?.properties) throw new Error(`expected an object schema for parameters, got ${JSON.stringify(schema)}`);
  return target;
}

function parameters(described: DescribedCall, parts: Parts, schemas: Record<string, JsonSchema>) {
  const out: Record<string, unknown>[] = [];
  const params = parts.params ? objectOf(parts.params, schemas) : undefined;
  for (const name of described.pathParams) {
    const schema = params?.properties?.[name];
    if (!schema) throw new Error(`${described.name}: the path parameter ${name} has no schema in params`);
    out.push({ name, in: 'path', required: true, schema });
  }
  if (parts.query) {
    const query = objectOf(parts.query, schemas);
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      const required = (query.required ?? []).includes(name);
      out.push({ name, in: 'query', ...(required ? { required } : {}), schema });
    }
  }
  if (described.idempotent) {
    out.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      description:
        'Makes the write happen once: a repeat with the same key, method, path and body gets the first answer ' +
        '(kept 30 days); with another request 422, while the first still runs 409 (docs/decisions/0014-idempotency.md).',
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
    });
  }
  return out;
}

function requestBody(described: DescribedCall, parts: Parts) {
  if (described.upload) {
    const { field, maxBytes } = described.upload;
    return {
      required: true,
      description: `One file in the part \`${field}\`, at most ${maxBytes} bytes; its type is read from its bytes.`,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [field]: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: [field],
          },
        },
      },
    };
  }
  if (!parts.body) return undefined;
  return { required: !parts.bodyOptional, content: { 'application/json': { schema: parts.body } } };
}

function operation(described: DescribedCall, parts: Parts, schemas: Record<string, JsonSchema>, operationId: string) {
  const { call, access, answer, status } = described;
  const success =
    answer.kind === 'json'
      ? { description: SUCCESS[status], content: { 'application/json': { schema: parts.answer } } }
      : answer.kind === 'bytes'
        ? { description: SUCCESS[status], content: { [answer.mediaType]: {} } }
        : { description: SUCCESS[status] };
  const responses: Record<string, unknown> = { [status]: success };
  if (call.params || call.query || call.body || described.upload) responses['400'] = responseRef('Invalid');
  if (access === 'user') responses['401'] = responseRef('NoToken');
  if (access === 'operator') responses['401'] = responseRef('NoOperatorKey');
  if (access === 'staff') {
    responses['401'] = responseRef('NoStaffSession');
    responses['403'] = responseRef('NotThisRole');
  }
  if (described.pathParams.length) responses['404'] = responseRef('NotFound');
  responses['4XX'] = responseRef('Refused');
  if (access !== 'operator') responses['503'] = responseRef('Maintenance');
  responses['5XX'] = responseRef('Failed');
  const params = parameters(described, parts, schemas);
  const body = requestBody(described, parts);
  return {
    operationId,
    tags: [described.module],
    summary: call.summary,
    ...(access === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
    ...(access === 'operator' ? { security: [{ operatorKey: [] }] } : {}),
    ...(access === 'staff' ? { security: [{ staffToken: [] }, { operatorKey: [] }] } : {}),
    ...(call.roles ? { 'x-staff-roles': [...call.roles] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The components the paths reach (directly or through other components), in name order. */
function reachable(paths: unknown, schemas: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const used = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) for (const item of node) walk(item);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
          const name = refName(value);
          if (!used.has(name)) {
            used.add(name);
            walk(schemas[name]);
          }
        } else walk(value);
      }
    }
  };
  walk(paths);
  return Object.fromEntries([...used].sort().map((name) => [name, schemas[name]!]));
}

/** The OpenAPI 3.1 document of every call in the contract. */
export function buildOpenApi(description: ApiDescription = describeApi()): OpenApiDocument {
  const { parts, schemas } = convertParts(description);
  const names = description.calls.map((c) => c.exportName);
  const paths: OpenApiDocument['paths'] = {};
  description.calls.forEach((described, i) => {
    const path = described.path.replace(/:(\w+)/g, '{$1}');
    const operationId =
      names.indexOf(described.exportName) === names.lastIndexOf(described.exportName)
        ? described.exportName
        : `${described.module.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}_${described.exportName}`;
    paths[path] ??= {};
    paths[path][described.method.toLowerCase()] = operation(described, parts[i]!, schemas, operationId);
  });
  const tags = [...new Set(description.calls.map((c) => c.module))].map((name) => ({ name }));
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Installer Club API',
      version: API_VERSION,
      description:
        'Generated from contract/ (docs/decisions/0274); docs/api.md is the same description as text. Schemas are ' +
        'the input types of the contract: what the server accepts, and what the app accepts as answers.',
    },
    servers: [{ url: '/api' }],
    tags,
    paths,
    components: {
      schemas: reachable({ paths, RESPONSES }, schemas),
      responses: RESPONSES,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from sign-in (POST /v2/installer/login/verify) or refresh.',
        },
        staffToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A staff session token from POST /staff/login/verify (8 hours at most; not an installer token).',
        },
        operatorKey: {
          type: 'apiKey',
          in: 'header',
          name: OPERATOR_KEY_HEADER,
          description: 'The operator key (OPERATOR_KEY, or DATA_DIR/operator.key); staff calls below /operator.',
        },
      },
    },
  };
}

const LINE_WIDTH = 120;

/**
 * JSON as the repository's formatter (Biome) writes it, so docs/openapi.json passes `npm run lint` as it is made:
 * two spaces, objects one member a line, arrays of plain values on one line when it fits in 120 characters.
 */
export function formatJson(value: unknown, indent = '', prefix = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => item === null || typeof item !== 'object')) {
      const flat = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      if (indent.length + prefix.length + flat.length + 1 <= LINE_WIDTH) return flat;
      if (value.every((item) => typeof item === 'number')) {
        // Numbers fill the lines.
        const lines: string[] = [];
        for (const item of value.map(String)) {
          const last = lines.length - 1;
          if (last >= 0 && inner.length + lines[last]!.length + item.length + 3 <= LINE_WIDTH)
            lines[last] += ` ${item},`;
          else lines.push(`${item},`);
        }
        return `[\n${lines
          .map((line) => `${inner}${line}`)
          .join('\n')
          .slice(0, -1)}\n${indent}]`;
      }
    }
    return `[\n${value.map((item) => `${inner}${formatJson(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => {
    const head = `${JSON.stringify(key)}: `;
    return `${inner}${head}${formatJson(item, inner, head)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

let text: string | undefined;

/** The document as the server sends it and docs/openapi.json holds it (made once). */
export function openApiText(): string {
  text ??= `${formatJson(buildOpenApi())}\n`;
  return text;
}
