/**
 * PostgreSQL text cannot hold U+0000: a NUL reaching a query makes the driver fail with a 500. Requests
 * carrying one are refused up front, naming the fields, so no handler has to think about it.
 *
 * The walk keeps its own stack instead of recursing: a body nested 10,000 deep would otherwise overflow the
 * call stack (a 500). No call of ours needs more than a few levels, so deeper input is refused as a whole.
 */
export const MAX_JSON_DEPTH = 32;

export class TooDeepError extends Error {}

export function nulFields(value: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: item, path, depth } = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(path || '_');
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw new TooDeepError();
    const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
    for (const [key, child] of entries) {
      if (key.includes('\u0000')) found.push(path || '_');
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return found.sort();
}

export const NUL_MESSAGE = 'This field contains a character that is not allowed.';
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';
