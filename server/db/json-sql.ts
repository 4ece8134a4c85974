/**
 * SQL that writes an answer's JSON text as JSON.stringify would (decision 0303): no spaces, keys in the order given,
 * strings escaped as JSON.stringify escapes them (PostgreSQL's to_json escapes the same characters, in the same lower
 * case \u00xx form). json_build_object and json_agg write `"key" : value, ` with spaces: the same value, more bytes,
 * and an answer that reads otherwise than the one made in JavaScript.
 */

/** A value as JSON text: to_json's text, `null` for NULL (|| with NULL would empty the whole text). */
export const jsonValue = (expr: string): string => `coalesce(to_json(${expr})::text, 'null')`;

/**
 * An object's JSON text from fields whose SQL expressions already give JSON text (jsonValue, jsonObject, ...).
 * `more`: SQL text of further fields, each written `,"key":value`, or '' (a field present only at times).
 */
export function jsonObject(fields: JsonFields, more?: string): string {
  return `('{' || ${jsonFields(fields)}${more ? ` || ${more}` : ''} || '}')`;
}

type JsonFields = readonly (readonly [key: string, jsonText: string])[];

/** An object's fields as JSON text without its braces (`"a":1,"b":2`), for an object written in parts. */
export function jsonFields(fields: JsonFields): string {
  if (fields.some(([key]) => !/^[a-z_][a-z0-9_]*$/i.test(key))) throw new Error('JSON keys here are plain names');
  return fields.map(([key, text], i) => `'${i === 0 ? '' : ','}"${key}":' || ${text}`).join(' || ');
}

/**
 * A timestamptz as Date#toISOString writes it (UTC, milliseconds, `Z`); `null` for NULL. The microseconds are cut
 * as the drivers' dates cut them.
 */
export const isoText = (expr: string): string =>
  `coalesce('"' || to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;

/**
 * A jsonb column as compact JSON text: jsonb writes `", "` and `": "` between items; the spaces outside strings
 * go (a string is matched whole first, so the spaces inside one stay); `null` for NULL. Keys keep jsonb's order,
 * which is the order JSON.parse of the column gives; numbers are as stored (what JavaScript wrote, for the columns
 * read this way: whole numbers).
 */
export const compactJsonb = (expr: string): string =>
  `coalesce(regexp_replace((${expr})::text, '("(?:[^"\\\\]|\\\\.)*")|([,:]) ', '\\1\\2', 'g'), 'null')`;
