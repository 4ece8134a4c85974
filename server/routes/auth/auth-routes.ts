import type { Context } from 'hono';
import { login, logout, refresh, verifyLogin } from '#contract/auth.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { callerAddress } from '#server/http/caller-address.ts';
import type { Mounter } from '#server/http/mount.ts';
import { checkLoginCode, invalidCode, issueLoginCode } from '#server/services/auth/login-codes.ts';
import { toE164 } from '#server/services/auth/phone-number.ts';
import { endRefreshFamily, issueTokens, rotateRefreshToken } from '#server/services/auth/session-tokens.ts';
import { clientKeys, identifyClient, rememberSignIn } from '#server/services/auth/sign-in-clients.ts';
import { loginCodeMessage } from '#server/services/messaging/login-code-message.ts';
import { findActiveUserByIdentifier, findActiveUserId, touchLastActive } from '#server/services/users/user-lookup.ts';
import { findUserRow } from '#server/services/users/user-row.ts';
import { toLoginProfile } from '#server/services/users/user-shapes.ts';

const installerNotFound = () => new ApiError(404, 'Installer not found.');

export function registerAuthRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock, env } = deps;
  const codeDeps = {
    db,
    clock,
    secret: env.jwtSecret,
    hourlyLimit: env.loginCodeHourlyLimit,
    accountHourlyLimit: env.loginCodeAccountHourlyLimit,
    wrongCodesHourlyLimit: env.loginWrongCodesHourlyLimit,
  };
  const tokenDeps = { db, clock, secret: env.jwtSecret };
  /** The request's address and device token as the sign-in limits know them (decision 0262). */
  const keysOf = (c: Context<AppEnv>, device: string | undefined) =>
    clientKeys(env.jwtSecret, callerAddress(c, env.trustedProxies), device);

  mount.anyone(login, async ({ body, c }) => {
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
    // Production without SMTP or an SMS gateway refuses that channel (503) before any code, for every address alike.
    deps.messenger.requireChannel(channel);
    const user = await findActiveUserByIdentifier(db, channel, identifier);
    if (!user) throw installerNotFound();
    const client = await identifyClient(db, clock, user.id, keysOf(c, body.device));
    // An app that sends no device token is one from before attempts: it may verify without the attempt.
    const legacy = body.device === undefined;
    const { code, attempt } = await issueLoginCode(codeDeps, user, identifier, channel, client, legacy);
    await deps.messenger.send(loginCodeMessage(identifier, channel, code));
    return { user_id: String(user.uuid), channel, resend_in: 60, attempt };
  });

  mount.anyone(verifyLogin, async ({ body, c }) => {
    const userId = await findActiveUserId(db, body.userId);
    if (userId === undefined) throw invalidCode();
    const user = { id: userId };
    const keys = keysOf(c, body.device);
    const client = await identifyClient(db, clock, user.id, keys);
    await checkLoginCode(codeDeps, user.id, body.code, body.attempt ?? null, client);
    await rememberSignIn(db, clock, user.id, keys);
    await touchLastActive(db, user.id, clock.now());
    const row = await findUserRow(db, user.id);
    if (!row) throw invalidCode();
    const tokens = await issueTokens(tokenDeps, db, { id: row.id, uuid: String(row.uuid) });
    return { ...tokens, installer: toLoginProfile(row) };
  });

  mount.anyone(refresh, async ({ body }) => rotateRefreshToken(tokenDeps, body.refresh_token, body.token));

  mount.anyone(logout, async ({ body }) => {
    await endRefreshFamily(tokenDeps, body.refresh_token);
    return null;
  });
}
