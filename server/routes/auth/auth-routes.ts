import { login, refresh, verifyLogin } from '../../../contract/auth.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Mounter } from '../../http/mount.ts';
import { checkLoginCode, issueLoginCode } from '../../services/auth/login-codes.ts';
import { toE164 } from '../../services/auth/phone-number.ts';
import { issueTokens, rotateRefreshToken } from '../../services/auth/session-tokens.ts';
import { loginCodeMessage } from '../../services/messaging/login-code-message.ts';
import { findUserRow } from '../../services/users/user-row.ts';
import { toLoginProfile } from '../../services/users/user-shapes.ts';

const installerNotFound = () => new ApiError(404, 'Installer not found.');

export function registerAuthRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock, env } = deps;
  const codeDeps = {
    db,
    clock,
    secret: env.jwtSecret,
    hourlyLimit: env.loginCodeHourlyLimit,
    wrongCodesHourlyLimit: env.loginWrongCodesHourlyLimit,
  };
  const tokenDeps = { db, clock, secret: env.jwtSecret };

  mount.anyone(login, async ({ body }) => {
    let identifier: string;
    let channel: 'email' | 'sms';
    if ('email' in body) {
      identifier = body.email.toLowerCase();
      channel = 'email';
    } else {
      const country = await deps.config.country(body.region);
      if (!country) throw installerNotFound();
      identifier = toE164(body.phone, country.phone_country_code);
      channel = 'sms';
    }
    const column = channel === 'email' ? 'email' : 'phone';
    const [user] = await db.query<{ id: number; uuid: string }>(
      `SELECT id, uuid FROM users WHERE ${column} = $1 AND active = 1`,
      [identifier],
    );
    if (!user) throw installerNotFound();
    const code = await issueLoginCode(codeDeps, user, identifier, channel);
    await deps.messenger.send(loginCodeMessage(identifier, channel, code));
    return { user_id: String(user.uuid), channel, resend_in: 60 };
  });

  mount.anyone(verifyLogin, async ({ body }) => {
    const userId = await checkLoginCode(codeDeps, body.userId, body.code);
    await db.query('UPDATE users SET last_active_at = $2 WHERE id = $1', [userId, clock.now()]);
    const row = await findUserRow(db, userId);
    if (!row) throw new ApiError(406, 'The code is invalid.');
    const tokens = await issueTokens(tokenDeps, db, { id: row.id, uuid: String(row.uuid) });
    return { ...tokens, installer: toLoginProfile(row) };
  });

  mount.anyone(refresh, async ({ body }) => rotateRefreshToken(tokenDeps, body.refresh_token));
}
