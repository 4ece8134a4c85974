/**
 * A write that refers to a row another request removed a moment before (a company type deleted by staff while a
 * registration chose it): PostgreSQL's foreign-key violation (23503). It is the client's data that is out of date,
 * not the server that failed, so the answer is a 409 saying so, never a 500.
 */
export const REMOVED_REFERENCE_MESSAGE = 'Something this change refers to was just removed. Reload and try again.';

export function isRemovedReference(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}
