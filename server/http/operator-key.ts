import { timingSafeEqual } from 'node:crypto';

/** Whether the given key is the operator key, compared in constant time. */
export function isOperatorKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
