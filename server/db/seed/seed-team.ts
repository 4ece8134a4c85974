import type { Queryable } from '../db.ts';

/**
 * The PL demo team (docs/decisions/0042-team.md): Anna (member.pl) with contributed points, Tomasz, an
 * active member, and Katarzyna, invited by SMS but never signed in. Anna's 150 promotion points of
 * December 2024 expired on 1 January 2026, so the company balance stays exactly 1,200.
 */
export const TEAM_SEED = {
  company: 'Kowalski Dachy Sp. z o.o.',
  members: [
    {
      email: 'tomasz.pl@example.com',
      phone: '+48500000003',
      name: 'Tomasz',
      surname: 'Wiśniewski',
      lastActiveAt: '2026-03-12T07:45:00Z',
      createdAt: '2024-09-02T10:00:00Z',
      options: { hasAgreedToTerms: true, consentSeen: true },
    },
    {
      email: null,
      phone: '+48500000004',
      name: 'Katarzyna',
      surname: 'Wójcik',
      lastActiveAt: null,
      createdAt: '2025-11-10T12:00:00Z',
      options: {},
    },
  ],
  annaLastActiveAt: '2026-04-02T15:30:00Z',
  annaPoints: { reason: 'Winter promotion', points: 150, earnedAt: '2024-12-01T09:00:00Z' },
  expiredAt: '2026-01-01T00:00:00Z',
} as const;

export async function seedTeam(tx: Queryable): Promise<void> {
  const [owner] = await tx.query<{ id: number; company_id: number; region_id: number; language_id: number }>(
    "SELECT id, company_id, region_id, language_id FROM users WHERE email = 'owner.pl@example.com'",
  );
  const [anna] = await tx.query<{ id: number }>("SELECT id FROM users WHERE email = 'member.pl@example.com'");
  if (!owner || !anna) return;
  await tx.query('UPDATE users SET last_active_at = $2 WHERE id = $1', [anna.id, TEAM_SEED.annaLastActiveAt]);
  const { annaPoints } = TEAM_SEED;
  await tx.query(
    `INSERT INTO points_ledger (company_id, user_id, reason, variation, points, created_at)
     VALUES ($1, $2, $3, 'positive', $4, $5), ($1, $2, 'Points expired', 'expired', $6, $7)`,
    [
      owner.company_id,
      anna.id,
      annaPoints.reason,
      annaPoints.points,
      annaPoints.earnedAt,
      -annaPoints.points,
      TEAM_SEED.expiredAt,
    ],
  );
  for (const m of TEAM_SEED.members) {
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO users (company_id, region_id, language_id, role, name, surname, email, phone, options,
         email_consent, last_active_at, verified_email_at, created_at, updated_at)
       VALUES ($1, $2, $3, 4, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
      [
        owner.company_id,
        owner.region_id,
        owner.language_id,
        m.name,
        m.surname,
        m.email,
        m.phone,
        JSON.stringify({ ...m.options, expPtsSeen: new Date().toISOString() }),
        m.email !== null,
        m.lastActiveAt,
        m.email === null ? null : m.createdAt,
        m.createdAt,
      ],
    );
    await tx.query('INSERT INTO team_invitations (user_id, invited_by, channel, sent_at) VALUES ($1, $2, $3, $4)', [
      user!.id,
      owner.id,
      m.email === null ? 'sms' : 'email',
      m.createdAt,
    ]);
  }
}
