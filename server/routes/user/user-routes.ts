import { currentUser } from '../../../contract/user.ts';
import type { Deps } from '../../deps.ts';
import { unauthenticated } from '../../http/api-error.ts';
import type { Mounter } from '../../http/mount.ts';
import { findUserRow } from '../../services/users/user-row.ts';
import { toCurrentUser } from '../../services/users/user-shapes.ts';

export function registerUserRoutes(mount: Mounter, deps: Deps): void {
  mount.user(currentUser, async ({ user }) => {
    const row = await findUserRow(deps.db, user.id);
    if (!row) throw unauthenticated();
    return toCurrentUser(row, user.emulatedBy ?? null);
  });
}
