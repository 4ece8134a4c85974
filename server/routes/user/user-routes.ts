import { currentUser } from '#contract/user.ts';
import type { Deps } from '#server/deps.ts';
import { unauthenticated } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { findUserRow } from '#server/services/users/user-row.ts';
import { toCurrentUser } from '#server/services/users/user-shapes.ts';

export function registerUserRoutes(mount: Mounter, deps: Deps): void {
  mount.user(currentUser, async ({ user }) => {
    const row = await findUserRow(deps.db, user.id);
    if (!row) throw unauthenticated();
    return toCurrentUser(row, user.emulatedBy ?? null);
  });
}
