import { ROLE } from '#contract/user.ts';

/** Decor users have no tiers (spec section 6); everyone else follows tier progress. */
export function hasTiers(roleId: number): boolean {
  return roleId !== ROLE.decorOwner && roleId !== ROLE.decorInstaller;
}
