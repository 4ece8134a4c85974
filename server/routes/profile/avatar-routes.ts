import type { Hono } from 'hono';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, deleteAvatar, uploadAvatar } from '#contract/profile.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import type { AppEnv, AuthUser } from '#server/http/app-env.ts';
import type { Mounter } from '#server/http/mount.ts';
import { admitUpload, storeWithinQuota } from '#server/http/upload-limit.ts';
import { signedInWriteLimit } from '#server/http/write-limit.ts';
import { clearAvatar, setAvatar } from '#server/services/profile/avatar-rows.ts';
import {
  avatarDir,
  discardAvatar,
  imageKind,
  normaliseAvatar,
  readAvatar,
  storeAvatar,
} from '#server/services/profile/avatar-store.ts';
import { isOwner } from '#server/services/profile/owner-guard.ts';
import { findCompanyMemberId } from '#server/services/users/user-lookup.ts';
import { findUserRow } from '#server/services/users/user-row.ts';
import { toCurrentUser } from '#server/services/users/user-shapes.ts';
import { readUpload } from './read-upload.ts';

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/**
 * Avatar upload/delete (oneself, or a member for the owner) and the public avatar files. An upload is a throttled
 * write and a bounded upload (upload-limit.ts): it counts in the uploader's uploads per hour and in the quota of the
 * person it shows. The replaced picture's file is deleted once the new one is recorded.
 */
export function registerAvatarRoutes(api: Hono<AppEnv>, mount: Mounter, deps: Deps): void {
  const { db, clock, env } = deps;

  const targetOf = async (user: AuthUser, uuid: string) => {
    const id = await findCompanyMemberId(db, uuid, user.companyId);
    if (id === undefined || (id !== user.id && !isOwner(user))) throw notFound();
    return { id };
  };

  mount.user(
    uploadAvatar,
    async ({ params, user, c }) => {
      const target = await targetOf(user, params.uuid);
      const bytes = await readUpload(c, AVATAR_FIELD, AVATAR_MAX_BYTES);
      const kind = await imageKind(bytes);
      const picture = kind && (await normaliseAvatar(bytes, kind));
      if (!kind || !picture)
        throw new ApiError(415, 'Upload a PNG or JPEG image.', { [AVATAR_FIELD]: ['Upload a PNG or JPEG image.'] });
      const turn = await admitUpload(deps, user.id, picture.length, avatarDir(env.dataDir), c.var.log);
      let url = '';
      const replaced = await storeWithinQuota(
        deps,
        turn,
        { accountId: target.id, size: picture.length, replacesAvatar: true },
        async () => {
          const stored = await storeAvatar(env.dataDir, picture, kind);
          url = stored.url;
          return stored.file;
        },
        // The row lock orders two uploads at once: each deletes the picture the other one had put in place.
        (tx) => setAvatar(tx, target.id, { url, bytes: picture.length }, clock.now()),
      );
      await discardAvatar(env.dataDir, replaced);
      return toCurrentUser(
        (await findUserRow(db, target.id))!,
        target.id === user.id ? (user.emulatedBy ?? null) : null,
      );
    },
    { throttle: signedInWriteLimit(deps) },
  );

  mount.user(deleteAvatar, async ({ params, user }) => {
    const target = await targetOf(user, params.uuid);
    await discardAvatar(env.dataDir, await clearAvatar(db, target.id, clock.now()));
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
