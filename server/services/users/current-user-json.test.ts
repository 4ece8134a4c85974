import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/test-app.ts';
import { currentUserJson } from './current-user-json.ts';
import { findUserRow } from './user-row.ts';
import { toCurrentUser } from './user-shapes.ts';

/** /user/self built by the database (decision 0303) against toCurrentUser of findUserRow, byte for byte. */
describe('the current user in one statement (current-user-json.ts)', () => {
  const t = useTestApp();

  const same = async (id: number, emulatedBy: string | null) => {
    const made = await currentUserJson(t.deps.db, id, emulatedBy);
    const row = await findUserRow(t.deps.db, id);
    expect(made, `user ${id}`).toBe(JSON.stringify(toCurrentUser(row!, emulatedBy)));
  };

  it('answers the bytes toCurrentUser answers for every seeded user, and for edge cases', async () => {
    const db = t.deps.db;
    const users = await db.query<{ id: number; company_id: number }>('SELECT id, company_id FROM users ORDER BY id');
    expect(users.length).toBeGreaterThan(5);
    for (const u of users) await same(u.id, null);
    const [a, b] = users;
    // Edge cases: options whose keys JSON.parse reorders (integer-like) and nested values, names with quotes and
    // control characters, microsecond times, an avatar, an Edenred card, pending proposals (one by a member who is
    // gone), contributed points, emulation.
    await db.query(
      `UPDATE users SET options = $2::jsonb, name = $3, surname = 'O''Brien\\', avatar = '/a/1.webp',
         verified_email_at = '2026-01-02 03:04:05.678912+00', last_active_at = '2025-12-31 23:59:59.999999+02'
       WHERE id = $1`,
      [a!.id, JSON.stringify({ b: 1, 10: 'x', a: { z: [1, 2.5, 'q: r, s'], y: null }, 2: true }), 'Zoë "Z"\n\t\u0001'],
    );
    await db.query(
      `UPDATE companies SET has_edenred_card = true, edenred_card = '1234', registration_number = NULL,
         name = 'Firma, "Dach": sp. z o.o.' WHERE id = $1`,
      [a!.company_id],
    );
    await db.query(
      `INSERT INTO identifier_changes (user_id, kind, old_value, new_value, changed_by, status, created_at)
       VALUES ($1, 'email', 'old@example.com', 'new@example.com', $2, 'pending', '2026-03-04 05:06:07.123456+00'),
              ($1, 'phone', NULL, '+48123456789', NULL, 'pending', now()),
              ($1, 'email', 'x@example.com', 'y@example.com', $2, 'declined', now())`,
      [a!.id, b!.id],
    );
    await db.query(
      `INSERT INTO user_contributed_points (user_id, points) VALUES ($1, 1234)
       ON CONFLICT (user_id) DO UPDATE SET points = 1234`,
      [a!.id],
    );
    await same(a!.id, null);
    await same(a!.id, 'staff@example.com');
    await same(b!.id, 'Anna "admin"');
    expect(await currentUserJson(db, -1, null)).toBeUndefined();
  });
});
