import type { Hono } from 'hono';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, deleteAvatar, uploadAvatar } from '../../../contract/profile.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import type { AppEnv, AuthUser } from '../../http/app-env.ts';
import type { Mounter } from '../../http/mount.ts';
import {
  discardAvatar,
  imageKind,
  normaliseAvatar,
  readAvatar,
  storeAvatar,
} from '../../services/profile/avatar-store.ts';
import { isOwner } from '../../services/profile/owner-guard.ts';
import { findUserRow } from '../../services/users/user-row.ts';
import { toCurrentUser } from '../../services/users/user-shapes.ts';
import { readUpload } from './read-upload.ts';

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/** Avatar upload/delete (oneself, or a member for the owner) and the public avatar files. */
export function registerAvatarRoutes(api: Hono<AppEnv>, mount: Mounter, deps: Deps): void {
  const { db, clock, env } = deps;

  const targetOf = async (user: AuthUser, uuid: string) => {
    const [row] = await db.query<{ id: number; avatar: string | null }>(
      'SELECT id, avatar FROM users WHERE uuid = $1 AND company_id = $2 AND active = 1',
      [uuid, user.companyId],
    );
    if (!row || (row.id !== user.id && !isOwner(user))) throw notFound();
    return row;
  };

  mount.user(uploadAvatar, async ({ params, user, c }) => {
    const target = await targetOf(user, params.uuid);
    const bytes = await readUpload(c, AVATAR_FIELD, AVATAR_MAX_BYTES);
    const kind = await imageKind(bytes);
    const picture = kind && (await normaliseAvatar(bytes, kind));
    if (!kind || !picture)
      throw new ApiError(415, 'Upload a PNG or JPEG image.', { [AVATAR_FIELD]: ['Upload a PNG or JPEG image.'] });
    const url = await storeAvatar(env.dataDir, picture, kind);
    await db.query('UPDATE users SET avatar = $2, updated_at = $3 WHERE id = $1', [target.id, url, clock.now()]);
    await discardAvatar(env.dataDir, target.avatar);
    return toCurrentUser((await findUserRow(db, target.id))!);
  });

  mount.user(deleteAvatar, async ({ params, user }) => {
    const target = await targetOf(user, params.uuid);
    await db.query('UPDATE users SET avatar = NULL, updated_at = $2 WHERE id = $1', [target.id, clock.now()]);
    await discardAvatar(env.dataDir, target.avatar);
    return null;
  });

  api.get('/v1/files/avatars/:name', async (c) => {
    const file = await readAvatar(env.dataDir, c.req.param('name'));
    if (!file) throw notFound();
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': CONTENT_TYPES[file.kind],
      // Names are never reused: a new upload gets a new name, so the file can be cached for good.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
