import { describe, expect, it } from 'vitest';
import { checkJsonSchema, type JsonSchemaNode, jsonEqual, resolveRef } from './json-schema-check.ts';

const fits = (schema: JsonSchemaNode, value: unknown, root?: unknown) =>
  checkJsonSchema(schema, value, root).length === 0;

describe('the small JSON Schema validator', () => {
  it('checks types, integer and null among them, and type lists', () => {
    expect(fits({ type: 'string' }, 'a')).toBe(true);
    expect(fits({ type: 'string' }, 1)).toBe(false);
    expect(fits({ type: 'number' }, 1.5)).toBe(true);
    expect(fits({ type: 'number' }, Number.NaN)).toBe(false);
    expect(fits({ type: 'integer' }, 2)).toBe(true);
    expect(fits({ type: 'integer' }, 2.5)).toBe(false);
    expect(fits({ type: 'boolean' }, false)).toBe(true);
    expect(fits({ type: 'null' }, null)).toBe(true);
    expect(fits({ type: 'object' }, [])).toBe(false);
    expect(fits({ type: 'object' }, null)).toBe(false);
    expect(fits({ type: 'array' }, [])).toBe(true);
    expect(fits({ type: ['string', 'null'] }, null)).toBe(true);
    expect(fits({ type: ['string', 'null'] }, 3)).toBe(false);
  });

  it('checks enum and const by value, objects and arrays included', () => {
    expect(fits({ enum: [0, 2] }, 2)).toBe(true);
    expect(fits({ enum: [0, 2] }, '2')).toBe(false);
    expect(fits({ const: 'public-key' }, 'public-key')).toBe(true);
    expect(fits({ const: true }, 1)).toBe(false);
    expect(fits({ const: { a: [1] } }, { a: [1] })).toBe(true);
    expect(jsonEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });

  it('checks objects: properties, required, additionalProperties, propertyNames and member counts', () => {
    const schema = {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id'],
      additionalProperties: false,
    };
    expect(fits(schema, { id: 1 })).toBe(true);
    expect(checkJsonSchema(schema, { name: 'x' })).toEqual([{ at: '/id', message: 'id is required' }]);
    expect(checkJsonSchema(schema, { id: 1, extra: true })).toEqual([
      { at: '/extra', message: 'extra is not allowed' },
    ]);
    expect(checkJsonSchema(schema, { id: 'one' })).toEqual([{ at: '/id', message: 'expected integer, got string' }]);
    // Without additionalProperties, other members may be anything (valibot's object and looseObject).
    expect(fits({ type: 'object', properties: {} }, { any: 1 })).toBe(true);
    const record = { type: 'object', propertyNames: { pattern: '^\\d+$' }, additionalProperties: { type: 'number' } };
    expect(fits(record, { '2': 1, '17': 2 })).toBe(true);
    expect(fits(record, { pl: 1 })).toBe(false);
    expect(fits(record, { '2': 'x' })).toBe(false);
    expect(fits({ minProperties: 1, maxProperties: 1 }, {})).toBe(false);
    // A member named like a keyword is a member.
    expect(fits({ type: 'object', properties: { description: { type: 'string' } } }, { description: 3 })).toBe(false);
  });

  it('checks arrays: items, prefixItems, lengths and uniqueness', () => {
    expect(fits({ type: 'array', items: { type: 'string' } }, ['a', 'b'])).toBe(true);
    expect(checkJsonSchema({ type: 'array', items: { type: 'string' } }, ['a', 2])).toEqual([
      { at: '/1', message: 'expected string, got number' },
    ]);
    expect(fits({ prefixItems: [{ type: 'number' }], items: false }, [1])).toBe(true);
    expect(fits({ prefixItems: [{ type: 'number' }], items: false }, [1, 2])).toBe(false);
    expect(fits({ minItems: 1, maxItems: 2 }, [])).toBe(false);
    expect(fits({ minItems: 1, maxItems: 2 }, [1, 2, 3])).toBe(false);
    expect(fits({ uniqueItems: true }, [{ a: 1 }, { a: 1 }])).toBe(false);
  });

  it('checks strings by code points and patterns, and numbers by their bounds', () => {
    expect(fits({ maxLength: 2 }, '😀😀')).toBe(true);
    expect(fits({ minLength: 1 }, '')).toBe(false);
    expect(fits({ pattern: '^\\d{1,9}$' }, '123')).toBe(true);
    expect(fits({ pattern: '^\\d{1,9}$' }, '12a')).toBe(false);
    expect(fits({ pattern: '^[\\x21-\\x7e]+$' }, 'key-1')).toBe(true);
    expect(fits({ minimum: 2, maximum: 17 }, 17)).toBe(true);
    expect(fits({ minimum: 2, maximum: 17 }, 1)).toBe(false);
    expect(fits({ exclusiveMinimum: 0 }, 0)).toBe(false);
    expect(fits({ exclusiveMaximum: 1 }, 0.5)).toBe(true);
    expect(fits({ multipleOf: 0.5 }, 1.5)).toBe(true);
    expect(fits({ multipleOf: 2 }, 3)).toBe(false);
    // Keywords of another type say nothing about this value.
    expect(fits({ minLength: 3, minimum: 10 }, true)).toBe(true);
  });

  it('checks anyOf, oneOf, allOf and not', () => {
    const regionId = {
      anyOf: [
        { type: 'integer', minimum: 2 },
        { type: 'string', pattern: '^\\d+$' },
      ],
    };
    expect(fits(regionId, 3)).toBe(true);
    expect(fits(regionId, '3')).toBe(true);
    expect(fits(regionId, 1)).toBe(false);
    expect(fits({ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 1)).toBe(false);
    expect(fits({ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 1.5)).toBe(true);
    expect(fits({ allOf: [{ minimum: 1 }, { maximum: 2 }] }, 3)).toBe(false);
    expect(fits({ not: { type: 'null' } }, null)).toBe(false);
    expect(fits({ anyOf: [{ type: 'string' }, { type: 'null' }] }, null)).toBe(true);
  });

  it('follows local references, escaped names included, and refuses unknown ones', () => {
    const root = {
      components: { schemas: { Uuid: { type: 'string', format: 'uuid' }, 'a/b': { const: 1 } } },
    };
    expect(fits({ $ref: '#/components/schemas/Uuid' }, 'not checked as a uuid: format is an annotation', root)).toBe(
      true,
    );
    expect(fits({ $ref: '#/components/schemas/Uuid' }, 5, root)).toBe(false);
    expect(fits({ $ref: '#/components/schemas/a~1b' }, 1, root)).toBe(true);
    expect(resolveRef(root, '#/components/schemas/Uuid')).toEqual({ type: 'string', format: 'uuid' });
    expect(() => checkJsonSchema({ $ref: '#/components/schemas/Nope' }, 1, root)).toThrow(/unresolved reference/);
    expect(() => checkJsonSchema({ $ref: 'https://example.com/s.json' }, 1, root)).toThrow(/only local/);
  });

  it('ignores annotations and throws on a keyword it does not know', () => {
    expect(fits({ type: 'string', description: 'x', default: 'a', examples: ['b'], title: 't' }, 'c')).toBe(true);
    expect(fits(true, 1)).toBe(true);
    expect(fits(false, 1)).toBe(false);
    expect(() => checkJsonSchema({ if: { type: 'string' } }, 'a')).toThrow(/unsupported JSON Schema keyword if/);
    expect(fits({ 'x-internal': true }, 1)).toBe(true);
  });
});
