import { RESEND_WAIT_SECONDS } from '#contract/auth.ts';
import { sendVerification, sendVerificationByGet, verifyEmail } from '#contract/verification.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, unauthenticated } from '#server/http/api-error.ts';
import type { AuthUser } from '#server/http/app-env.ts';
import type { Mounter } from '#server/http/mount.ts';
import { findUserRow } from '#server/services/users/user-row.ts';
import { toCurrentUser } from '#server/services/users/user-shapes.ts';
import { confirmEmailCode, issueEmailCode } from '#server/services/verification/email-codes.ts';
import { verificationMessage } from '#server/services/verification/verification-message.ts';

export function registerVerificationRoutes(mount: Mounter, deps: Deps): void {
  const emailOf = async (user: AuthUser) => {
    const row = await findUserRow(deps.db, user.id);
    if (!row) throw unauthenticated();
    if (!row.email) throw new ApiError(422, 'Add an e-mail address to your profile first.');
    return row;
  };

  const send = async ({ user }: { user: AuthUser }) => {
    const row = await emailOf(user);
    const email = row.email!;
    // Already verified: nothing to do, and no mail that would confuse the user.
    if (row.verified_email_at !== null) return { sent: false, email, resend_in: 0 };
    const code = await issueEmailCode(deps, user.id, email);
    await deps.messenger.send(verificationMessage(email, code));
    return { sent: true, email, resend_in: RESEND_WAIT_SECONDS };
  };
  mount.user(sendVerification, send);
  mount.user(sendVerificationByGet, send);

  mount.user(verifyEmail, async ({ body, user }) => {
    const row = await emailOf(user);
    if (row.verified_email_at === null) await confirmEmailCode(deps, user.id, row.email!, body.code);
    return toCurrentUser((await findUserRow(deps.db, user.id))!, user.emulatedBy ?? null);
  });
}
