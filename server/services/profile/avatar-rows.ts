import type { Queryable } from '#server/db/db.ts';

/**
 * Points the user's row at a new avatar and answers the picture it replaces (for its file to be deleted).
 * The row lock orders two uploads at once: each deletes the picture the other one had put in place.
 */
export async function setAvatar(
  tx: Queryable,
  userId: number,
  avatar: { url: string; bytes: number },
  at: Date,
): Promise<string | null> {
  const [row] = await tx.query<{ avatar: string | null }>('SELECT avatar FROM users WHERE id = $1 FOR UPDATE', [
    userId,
  ]);
  await tx.query('UPDATE users SET avatar = $2, avatar_bytes = $3, updated_at = $4 WHERE id = $1', [
    userId,
    avatar.url,
    avatar.bytes,
    at,
  ]);
  return row?.avatar ?? null;
}

/** Removes the user's avatar and answers the picture it had (for its file to be deleted). */
export async function clearAvatar(db: Queryable, userId: number, at: Date): Promise<string | null> {
  const [old] = await db.query<{ avatar: string | null }>(
    `UPDATE users u SET avatar = NULL, avatar_bytes = NULL, updated_at = $2
       FROM (SELECT id, avatar FROM users WHERE id = $1 FOR UPDATE) old WHERE u.id = old.id RETURNING old.avatar`,
    [userId, at],
  );
  return old?.avatar ?? null;
}
