/**
 * PostgreSQL text cannot hold U+0000: a NUL reaching a query makes the driver fail with a 500. Requests
 * carrying one are refused up front, naming the fields, so no handler has to think about it.
 */
export function nulFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path || '_'] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nulFields(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes('\u0000') ? [path || '_'] : []),
      ...nulFields(item, path ? `${path}.${key}` : key),
    ]);
  }
  return [];
}

export const NUL_MESSAGE = 'This field contains a character that is not allowed.';
