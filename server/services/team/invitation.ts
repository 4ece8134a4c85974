import type { Queryable } from '#server/db/db.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Resends: at most one a minute (like login codes) and 5 a day per member, so nobody is spammed. */
const DAILY_LIMIT = 5;

interface Invitee {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  company_name: string;
}

function invitationText(invitee: Invitee, inviterName: string, channel: 'email' | 'sms'): string {
  const how = channel === 'email' ? `your e-mail address ${invitee.email}` : `your phone number ${invitee.phone}`;
  return [
    `Hello ${invitee.name},`,
    `${inviterName} has added you to the team of ${invitee.company_name} in the Installer Club.`,
    `To join, open the Installer Club app, choose "Log in" and sign in with ${how}:`,
    'we will send you a one-time code. No password is needed.',
  ].join('\n');
}

/**
 * Records and sends a team invitation: by e-mail when the member has one, otherwise by SMS.
 * Throws 429 when the member was invited less than a minute ago or 5 times in the last day.
 */
export async function sendInvitation(
  deps: Deps,
  memberId: number,
  /** Who invites: a user, or staff (id null: team_invitations.invited_by names users only). */
  inviter: { id: number | null; name: string },
) {
  const now = deps.clock.now();
  const invitee = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<Invitee>(
      `SELECT u.id, u.name, u.email, u.phone, c.name AS company_name
       FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = $1 FOR UPDATE OF u`,
      [memberId],
    );
    if (!row) throw new ApiError(404, 'Not found.');
    const [recent] = await tx.query<{ day: number; minute: number }>(
      `SELECT count(*)::int AS day, count(*) FILTER (WHERE sent_at > $3)::int AS minute
       FROM team_invitations WHERE user_id = $1 AND sent_at > $2`,
      [memberId, new Date(now.getTime() - DAY_MS), new Date(now.getTime() - MINUTE_MS)],
    );
    if ((recent?.minute ?? 0) > 0) throw new ApiError(429, 'Wait a minute before sending the invitation again.');
    if ((recent?.day ?? 0) >= DAILY_LIMIT) throw new ApiError(429, 'Too many invitations today. Try again tomorrow.');
    const channel = row.email ? 'email' : 'sms';
    await tx.query('INSERT INTO team_invitations (user_id, invited_by, channel, sent_at) VALUES ($1, $2, $3, $4)', [
      memberId,
      inviter.id,
      channel,
      now,
    ]);
    return { ...row, channel } as Invitee & { channel: 'email' | 'sms' };
  });
  await deps.messenger.send({
    to: invitee.channel === 'email' ? invitee.email! : invitee.phone!,
    channel: invitee.channel,
    subject: 'You are invited to the Installer Club',
    text: invitationText(invitee, inviter.name, invitee.channel),
    code: null,
  });
  return now;
}

/** The company's invitation code (`/register?invite=CODE`), shown to its owner on the team screen; null without one. */
export async function companyInviteCode(db: Queryable, companyId: number): Promise<string | null> {
  const [row] = await db.query<{ invite_code: string | null }>('SELECT invite_code FROM companies WHERE id = $1', [
    companyId,
  ]);
  return row?.invite_code ?? null;
}
