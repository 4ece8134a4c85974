import { ApiError, notFound } from '#server/http/api-error.ts';
import type { AuthUser } from '#server/http/app-env.ts';

export const OWNER_ROLES = new Set([3, 7]);
export const isOwner = (user: AuthUser) => OWNER_ROLES.has(user.role);

/** Company writes: another company is 404 (never revealed), a member of the right company 403. */
export function assertCompanyOwner(user: AuthUser, companyId: number): void {
  if (companyId !== user.companyId) throw notFound();
  if (!isOwner(user)) throw new ApiError(403, 'Only the company owner can change the company.');
}
