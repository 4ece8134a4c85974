import type { IdentifierKind } from '#contract/identifier-changes.ts';
import type { Queryable } from '#server/db/db.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import type { OutgoingMessage } from '../messaging/messenger.ts';
import { notifyUser } from '../notifications/notify.ts';
import { type Addressee, type ChangeWay, changedMessages, proposalMessages } from './identifier-messages.ts';
import { isEmailTaken, isPhoneTaken } from './uniqueness.ts';

/**
 * Sign-in identifiers belong to their person (decision 0261). A change the member makes themself applies at once
 * and is told to the old and the new address; a change the company owner makes for a member who has signed in is
 * a proposal, kept out of users.email and users.phone (so it signs nobody in) until the member confirms it from
 * their own session. Every row of identifier_changes is one change or proposal, kept as its history.
 */

export const EMAIL_TAKEN = 'The email has already been taken.';
export const PHONE_TAKEN = 'Phone number is not unique.';
export const TAKEN: Record<IdentifierKind, string> = { email: EMAIL_TAKEN, phone: PHONE_TAKEN };
export const NOT_WAITING = 'This change is no longer waiting for your answer.';
export const TOO_MANY_CHANGES = 'Too many changes of the sign-in details today. Try again tomorrow.';

/** Changes of one member's identifiers one person may make (or propose) a day: each sends messages. */
export const DAILY_CHANGES = 5;
const DAY_MS = 24 * 60 * 60_000;

/** Who is editing: the signed-in user, and the admin when the session is emulated. */
export interface Editor {
  id: number;
  emulatedBy: string | null;
}

/** One identifier of the member that the patch changes, already checked and in its stored form. */
export interface IdentifierEdit {
  kind: IdentifierKind;
  value: string;
}

interface Member extends Addressee {
  id: number;
}

async function memberOf(tx: Queryable, userId: number, lock: boolean): Promise<Member> {
  const [row] = await tx.query<Member>(
    `SELECT u.id, u.name, u.email, u.phone, c.name AS company_name
     FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = $1 ${lock ? 'FOR UPDATE OF u' : ''}`,
    [userId],
  );
  if (!row) throw notFound();
  return row;
}

async function nameOf(tx: Queryable, userId: number): Promise<string> {
  const [row] = await tx.query<{ name: string }>("SELECT name || ' ' || surname AS name FROM users WHERE id = $1", [
    userId,
  ]);
  return row?.name ?? 'Your company owner';
}

/**
 * Whether the member has ever signed in: every sign-in (code or passkey) sets last_active_at, and nothing clears
 * it. Before that, the identifiers are only what the owner typed into the invitation, and correcting them is the
 * owner's to do.
 */
export async function hasSignedIn(tx: Queryable, userId: number): Promise<boolean> {
  const [row] = await tx.query<{ signed: boolean }>(
    'SELECT last_active_at IS NOT NULL AS signed FROM users WHERE id = $1',
    [userId],
  );
  return row?.signed === true;
}

async function assertDailyLimit(tx: Queryable, userId: number, editorId: number, at: Date): Promise<void> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM identifier_changes
     WHERE user_id = $1 AND changed_by = $2 AND created_at > $3`,
    [userId, editorId, new Date(at.getTime() - DAY_MS)],
  );
  if ((row?.n ?? 0) >= DAILY_CHANGES) throw new ApiError(429, TOO_MANY_CHANGES);
}

async function endPending(tx: Queryable, userId: number, kind: IdentifierKind, at: Date): Promise<void> {
  await tx.query(
    `UPDATE identifier_changes SET status = 'superseded', resolved_at = $3
     WHERE user_id = $1 AND kind = $2 AND status = 'pending'`,
    [userId, kind, at],
  );
}

export interface IdentifierOutcome {
  /** Columns of users to write now: the identifiers that apply at once. */
  columns: Record<string, unknown>;
  /** Messages to send once the transaction committed. */
  messages: OutgoingMessage[];
}

/**
 * Records the identifier edits of one user PATCH: the member's own (or an invitation nobody has taken up yet)
 * apply, the owner's for a member who signed in become proposals. The member row is locked first, so a proposal
 * and the member's answer to the previous one never cross.
 */
export async function recordIdentifierEdits(
  tx: Queryable,
  userId: number,
  edits: IdentifierEdit[],
  editor: Editor,
  at: Date,
): Promise<IdentifierOutcome> {
  const outcome: IdentifierOutcome = { columns: {}, messages: [] };
  if (edits.length === 0) return outcome;
  const member = await memberOf(tx, userId, true);
  await assertDailyLimit(tx, userId, editor.id, at);
  const self = editor.id === userId;
  const applies = self || !(await hasSignedIn(tx, userId));
  const editorName = self ? member.name : await nameOf(tx, editor.id);
  for (const { kind, value } of edits) {
    if (applies) {
      const old = member[kind];
      await endPending(tx, userId, kind, at);
      await tx.query(
        `INSERT INTO identifier_changes (user_id, kind, old_value, new_value, changed_by, emulated_by, status, created_at,
           resolved_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'applied', $7, $7)`,
        [userId, kind, old, value, editor.id, editor.emulatedBy, at],
      );
      outcome.columns[kind] = value;
      if (kind === 'email') outcome.columns.verified_email_at = null;
      const way: ChangeWay = editor.emulatedBy
        ? { by: 'support', admin: editor.emulatedBy }
        : self
          ? { by: 'self' }
          : { by: 'owner', name: editorName };
      outcome.messages.push(...changedMessages(member, kind, old, value, way));
      if (way.by !== 'self') {
        await notifyUser(tx, userId, {
          type: 'warning',
          event: 'identifier.changed',
          title: `Your sign-in ${kind === 'email' ? 'e-mail' : 'phone number'} was changed`,
          text: `Your sign-in ${kind === 'email' ? 'e-mail' : 'phone number'} is now ${value}. If you did not expect this, contact the club's support.`,
          meta: { kind, value, old_value: old },
          at,
        });
      }
      continue;
    }
    const [waiting] = await tx.query<{ new_value: string }>(
      "SELECT new_value FROM identifier_changes WHERE user_id = $1 AND kind = $2 AND status = 'pending'",
      [userId, kind],
    );
    if (waiting?.new_value === value) continue; // The same proposal again: it already waits, told once.
    await endPending(tx, userId, kind, at);
    const [row] = await tx.query<{ uuid: string }>(
      `INSERT INTO identifier_changes (user_id, kind, old_value, new_value, changed_by, emulated_by, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) RETURNING uuid::text AS uuid`,
      [userId, kind, member[kind], value, editor.id, editor.emulatedBy, at],
    );
    outcome.messages.push(...proposalMessages(member, kind, value, editorName));
    await notifyUser(tx, userId, {
      type: 'important',
      event: 'identifier.proposed',
      title: `New sign-in ${kind === 'email' ? 'e-mail' : 'phone number'} proposed`,
      text: `${editorName} proposed ${value} as your sign-in ${kind === 'email' ? 'e-mail' : 'phone number'}. Confirm or decline it in your profile.`,
      meta: { kind, value, proposed_by: editorName, change_uuid: row!.uuid },
      at,
    });
  }
  return outcome;
}

/** The unique indexes are the last word when two people claim the same e-mail or phone at once. */
export function takenKind(error: unknown): IdentifierKind | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (text.includes('users_email_key')) return 'email';
  if (text.includes('users_phone_key')) return 'phone';
  return null;
}

const takenOnConfirm = (kind: IdentifierKind) => new ApiError(422, TAKEN[kind], { [kind]: [TAKEN[kind]] });

/**
 * The member answers a proposal of theirs (by its uuid, so a newer one is never confirmed by mistake). Confirming
 * checks uniqueness again, since a proposal reserves nothing: someone may have taken the value meanwhile (422). The
 * same answer repeated (its reply was lost) answers again without doing anything; another is 409.
 */
export async function answerProposal(
  tx: Queryable,
  userId: number,
  uuid: string,
  answer: 'confirm' | 'decline',
  at: Date,
): Promise<OutgoingMessage[]> {
  const member = await memberOf(tx, userId, true);
  const [change] = await tx.query<{ id: number; kind: IdentifierKind; new_value: string; status: string; by: string }>(
    `SELECT ic.id, ic.kind, ic.new_value, ic.status, coalesce(p.name || ' ' || p.surname, '') AS by
     FROM identifier_changes ic LEFT JOIN users p ON p.id = ic.changed_by
     WHERE ic.uuid = $1 AND ic.user_id = $2 FOR UPDATE OF ic`,
    [uuid, userId],
  );
  if (!change) throw notFound();
  const done = answer === 'confirm' ? 'confirmed' : 'declined';
  if (change.status === done) return [];
  if (change.status !== 'pending') throw new ApiError(409, NOT_WAITING);
  await tx.query('UPDATE identifier_changes SET status = $2, resolved_at = $3 WHERE id = $1', [change.id, done, at]);
  if (answer === 'decline') return [];

  const { kind, new_value: value } = change;
  const taken = kind === 'email' ? isEmailTaken(tx, value, userId) : isPhoneTaken(tx, value, userId);
  if (await taken) throw takenOnConfirm(kind);
  try {
    await tx.query(
      kind === 'email'
        ? 'UPDATE users SET email = $2, verified_email_at = NULL, updated_at = $3 WHERE id = $1'
        : 'UPDATE users SET phone = $2, updated_at = $3 WHERE id = $1',
      [userId, value, at],
    );
  } catch (error) {
    const clash = takenKind(error);
    if (clash) throw takenOnConfirm(clash);
    throw error;
  }
  return changedMessages(member, kind, member[kind], value, { by: 'confirmed', proposer: change.by });
}
