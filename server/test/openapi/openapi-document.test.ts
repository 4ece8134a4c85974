/**
 * The OpenAPI document (contract/openapi.ts) against the essentials of OpenAPI 3.1 (no validator library is
 * installed: the structure is checked here, the schemas with ./json-schema-check.ts), against the contract it is made
 * from, and against docs/openapi.json. Needs no database.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MODULES, describeApi, isCall, isSchema } from '#contract/describe.ts';
import { API_VERSION, buildOpenApi, formatJson, openApiText } from '#contract/openapi.ts';
import { contractCalls } from '#server/test/matrix/contract-calls.ts';
import { exampleOf, queryExample } from '#server/test/matrix/schema-example.ts';
import { checkJsonSchema, type JsonSchemaNode, KNOWN_KEYWORDS, resolveRef } from './json-schema-check.ts';

type Node = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchemaNode;
}
interface Operation {
  operationId: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchemaNode }> };
  responses: Record<string, Node>;
}

const doc = JSON.parse(openApiText()) as {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchemaNode>; responses: Record<string, Node>; securitySchemes: Node };
};
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);
const { calls } = describeApi();
const operationOf = (path: string, method: string) =>
  doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

/** Every schema object in the document with where it is, following the JSON Schema keywords that hold schemas. */
function schemasIn(): { at: string; schema: JsonSchemaNode }[] {
  const found: { at: string; schema: JsonSchemaNode }[] = [];
  const visit = (schema: JsonSchemaNode, at: string) => {
    found.push({ at, schema });
    if (typeof schema === 'boolean') return;
    for (const key of ['items', 'additionalProperties', 'propertyNames', 'not'])
      if (schema[key] !== undefined) visit(schema[key] as JsonSchemaNode, `${at}/${key}`);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'])
      for (const [i, s] of ((schema[key] as JsonSchemaNode[] | undefined) ?? []).entries())
        visit(s, `${at}/${key}/${i}`);
    for (const [name, s] of Object.entries((schema.properties as Record<string, JsonSchemaNode>) ?? {}))
      visit(s, `${at}/properties/${name}`);
  };
  for (const [name, schema] of Object.entries(doc.components.schemas)) visit(schema, `#/components/schemas/${name}`);
  for (const { path, method, op } of operations) {
    const at = `${method.toUpperCase()} ${path}`;
    for (const p of op.parameters ?? []) visit(p.schema, `${at} parameter ${p.name}`);
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
      if (media.schema) visit(media.schema, `${at} body ${type}`);
    for (const [status, answer] of Object.entries(op.responses)) {
      for (const [type, media] of Object.entries((answer.content as Record<string, { schema?: JsonSchemaNode }>) ?? {}))
        if (media.schema) visit(media.schema, `${at} ${status} ${type}`);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the API version of package.json, served below /api', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Installer Club API');
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(API_VERSION).toBe(pkg.version);
    expect(doc.info.version).toBe(API_VERSION);
    expect(doc.servers).toEqual([{ url: '/api' }]);
  });

  it('has one operation per call of the contract, with its method, path, tag and security', () => {
    expect(operations).toHaveLength(calls.length);
    for (const d of calls) {
      const op = operationOf(d.path, d.method);
      expect(op, `${d.method} ${d.path}`).toBeDefined();
      expect(op!.tags).toEqual([d.module]);
      const expected = {
        public: undefined,
        user: [{ bearerAuth: [] }],
        operator: [{ operatorKey: [] }],
        staff: [{ staffToken: [] }, { operatorKey: [] }],
      }[d.access];
      expect(op!.security, `${d.method} ${d.path}`).toEqual(expected);
    }
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(doc.tags.map((t) => t.name));
    for (const { op } of operations) for (const tag of op.tags) expect(tags.has(tag)).toBe(true);
    for (const { op } of operations)
      for (const requirement of op.security ?? [])
        for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme);
  });

  it('gives every operation answers: the success of the call, errors by rule', () => {
    for (const { path, method, op } of operations) {
      expect(METHODS, path).toContain(method);
      expect(path.startsWith('/'), path).toBe(true);
      const codes = Object.keys(op.responses);
      expect(codes.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const code of codes) expect(code).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
      for (const answer of Object.values(op.responses)) expect(answer.$ref ?? answer.description).toBeTruthy();
    }
    for (const d of calls) {
      const op = operationOf(d.path, d.method)!;
      const success = op.responses[String(d.status)]!;
      expect(success, `${d.method} ${d.path}`).toBeDefined();
      if (d.answer.kind === 'none') expect(success.content).toBeUndefined();
      else if (d.answer.kind === 'bytes') expect(Object.keys(success.content as Node)).toEqual([d.answer.mediaType]);
      else expect(Object.keys(success.content as Node)).toEqual(['application/json']);
      expect(op.responses['401'] !== undefined).toBe(d.access !== 'public');
      expect(op.responses['404'] !== undefined).toBe(d.pathParams.length > 0);
      expect(op.responses['503'] !== undefined).toBe(d.access !== 'operator');
    }
  });

  it('declares every path parameter as a required path parameter, and no other', () => {
    for (const { path, method, op } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual([...inPath].sort());
      for (const p of declared) expect(p.required).toBe(true);
      const keys = (op.parameters ?? []).map((p) => `${p.in} ${p.name}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const p of op.parameters ?? []) {
        expect(['path', 'query', 'header']).toContain(p.in);
        expect(p.schema).toBeDefined();
      }
    }
  });

  it('asks for Idempotency-Key exactly on the signed-in writes', () => {
    for (const d of calls) {
      const header = operationOf(d.path, d.method)!.parameters?.find((p) => p.in === 'header');
      expect(header?.name, `${d.method} ${d.path}`).toBe(d.idempotent ? 'Idempotency-Key' : undefined);
    }
    expect(calls.filter((d) => d.idempotent).every((d) => d.access === 'user' && d.method !== 'GET')).toBe(true);
  });

  it('resolves every reference, and every component is used', () => {
    const refs = [...openApiText().matchAll(/"\$ref": "([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(() => resolveRef(doc, ref), ref).not.toThrow();
    const used = new Set(refs);
    for (const name of Object.keys(doc.components.schemas))
      expect(used.has(`#/components/schemas/${encodeURIComponent(name)}`), name).toBe(true);
    for (const name of Object.keys(doc.components.responses))
      expect(used.has(`#/components/responses/${name}`), name).toBe(true);
  });

  it('uses only JSON Schema keywords the answers are checked with', () => {
    const unknown = schemasIn().flatMap(({ at, schema }) =>
      typeof schema === 'boolean'
        ? []
        : Object.keys(schema)
            .filter((k) => !KNOWN_KEYWORDS.has(k))
            .map((k) => `${at}: ${k}`),
    );
    expect(unknown).toEqual([]);
  });

  it("names the contract's schemas once, as components", () => {
    const { namedSchemas } = describeApi();
    const names = [...namedSchemas.values()];
    expect(new Set(names).size).toBe(names.length);
    for (const name of Object.keys(doc.components.schemas)) expect(names).toContain(name);
    expect(doc.components.schemas).toHaveProperty('ApiErrorBody');
  });

  it('accepts every request the contract accepts, as the matrix builds them (params, query and body)', () => {
    let checked = 0;
    for (const d of calls) {
      const op = operationOf(d.path, d.method)!;
      const parameter = (where: string, name: string) =>
        op.parameters!.find((p) => p.in === where && p.name === name)!.schema;
      const params = exampleOf(d.call.params) as Record<string, unknown> | undefined;
      if (d.call.params && v.safeParse(d.call.params, params).success) {
        for (const name of d.pathParams) {
          expect(checkJsonSchema(parameter('path', name), params![name], doc), `${d.path} ${name}`).toEqual([]);
          checked++;
        }
      }
      const query = queryExample(d.call.query);
      if (d.call.query && v.safeParse(d.call.query, query).success) {
        for (const [name, value] of Object.entries(query)) {
          expect(checkJsonSchema(parameter('query', name), value, doc), `${d.path} ?${name}`).toEqual([]);
          checked++;
        }
      }
      const body = exampleOf(d.call.body);
      if (d.call.body && v.safeParse(d.call.body, body).success) {
        const schema = op.requestBody!.content['application/json']!.schema;
        expect(checkJsonSchema(schema, body, doc), `${d.method} ${d.path} body`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('accepts an example of every named schema the contract accepts', () => {
    const { namedSchemas } = describeApi();
    let checked = 0;
    for (const [schema, name] of namedSchemas) {
      const component = doc.components.schemas[name];
      const example = exampleOf(schema);
      if (!component || !v.safeParse(schema, example).success) continue;
      expect(checkJsonSchema(component, example, doc), name).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('writes what JSON Schema cannot say into descriptions', () => {
    const schemas = doc.components.schemas as Record<string, Node>;
    expect(schemas.RegionId).toEqual({
      anyOf: [
        { type: 'integer', minimum: 2, maximum: 17 },
        { type: 'string', pattern: '^\\d+$' },
      ],
      description: 'After conversion: integer, ≥ 2, ≤ 17.',
    });
    expect(schemas.NumericId).toMatchObject({ type: 'string', description: 'After conversion: ≤ 2147483647.' });
    expect(schemas.JsonObjectText!.description).toContain('Also checked: Must be a JSON object.');
    expect(schemas.Email!.description).toBe('Surrounding white space is removed before the checks.');
    const passkey = (schemas.AuthenticationCredential!.properties as Record<string, Node>).clientExtensionResults!;
    expect(passkey.description).toBe('Checked by code (no JSON Schema type): Must be an object.');
  });

  it('is docs/openapi.json, made once and the same every time', () => {
    const file = readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8');
    expect(file === openApiText(), 'docs/openapi.json is out of date: run npm run docs:api').toBe(true);
    expect(openApiText()).toBe(openApiText());
    expect(JSON.parse(openApiText())).toEqual(buildOpenApi());
    // Written the way Biome formats JSON (npm run lint checks docs/openapi.json): plain arrays inline when they fit.
    expect(formatJson({ a: ['x', 1, null], b: [{ c: [] }], d: {} })).toBe(
      '{\n  "a": ["x", 1, null],\n  "b": [\n    {\n      "c": []\n    }\n  ],\n  "d": {}\n}',
    );
    const long = Array.from({ length: 30 }, (_, i) => `value-${i}`);
    expect(formatJson({ long }).split('\n')).toHaveLength(long.length + 4);
  });
});

describe('the contract description', () => {
  it('holds every call of contract/ (the matrix finds them by listing the folder)', async () => {
    const listed = await contractCalls();
    expect(calls.map((d) => d.name).sort()).toEqual(listed.map((c) => c.name).sort());
  });

  it('lists every contract module with calls or schemas in CONTRACT_MODULES', async () => {
    const { readdir } = await import('node:fs/promises');
    const dir = new URL('../../../contract/', import.meta.url);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const missing: string[] = [];
    for (const file of files) {
      const mod = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      const name = file.replace(/\.ts$/, '');
      if (Object.values(mod).some((x) => isCall(x) || isSchema(x)) && CONTRACT_MODULES[name] !== mod)
        missing.push(name);
    }
    expect(missing, 'add these modules to CONTRACT_MODULES in contract/describe.ts').toEqual([]);
  });
});
