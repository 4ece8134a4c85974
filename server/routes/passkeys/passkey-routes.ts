import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  removePasskey,
  signInOptions,
  signInWithPasskey,
} from '#contract/passkeys.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import { callerAddress } from '#server/http/caller-address.ts';
import type { Mounter } from '#server/http/mount.ts';
import { issueTokens } from '#server/services/auth/session-tokens.ts';
import { clientKeys, rememberSignIn } from '#server/services/auth/sign-in-clients.ts';
import { deletePasskey, listPasskeys as passkeysOf } from '#server/services/passkeys/passkey-store.ts';
import { addPasskey as addVerifiedPasskey, registrationOptionsFor } from '#server/services/passkeys/registration.ts';
import { relyingParty } from '#server/services/passkeys/relying-party.ts';
import {
  signInOptions as optionsForSignIn,
  passkeyRefused,
  verifyPasskeySignIn,
} from '#server/services/passkeys/sign-in.ts';
import { touchLastActive } from '#server/services/users/user-lookup.ts';
import { findUserRow } from '#server/services/users/user-row.ts';
import { toLoginProfile } from '#server/services/users/user-shapes.ts';

// Staff who emulate an installer must not leave a way in behind them (docs/decisions/0051).
const notWhileEmulated = () => new ApiError(403, 'Passkeys cannot be added while staff use the account.');

export function registerPasskeyRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock, env } = deps;
  const passkeyDeps = { db, clock, rp: relyingParty(env.publicOrigin) };
  const tokenDeps = { db, clock, secret: env.jwtSecret };

  mount.user(registrationOptions, async ({ user }) => {
    if (user.emulatedBy) throw notWhileEmulated();
    // Spread: the library's interface becomes a plain object type, as the contract's loose object reads it.
    return { options: { ...(await registrationOptionsFor(passkeyDeps, user.id)) } };
  });

  mount.user(addPasskey, async ({ body, user }) => {
    if (user.emulatedBy) throw notWhileEmulated();
    return addVerifiedPasskey(passkeyDeps, user.id, body);
  });

  mount.user(listPasskeys, async ({ user }) => passkeysOf(db, user.id));

  mount.user(removePasskey, async ({ params, user }) => {
    if (!(await deletePasskey(db, user.id, params.uuid))) throw notFound();
    return null;
  });

  // Only the per-address limit of every anonymous call applies: no account-level count that a stranger could fill
  // stands between an installer and their passkey (docs/decisions/0260).
  mount.anyone(signInOptions, async () => ({ options: { ...(await optionsForSignIn(passkeyDeps)) } }));

  mount.anyone(signInWithPasskey, async ({ body, c }) => {
    const userId = await verifyPasskeySignIn(passkeyDeps, body.credential);
    // As after a code: this address (and device) is one the account knows, so strangers do not hold back its codes.
    const keys = clientKeys(env.jwtSecret, callerAddress(c, env.trustedProxies), body.device);
    await rememberSignIn(db, clock, userId, keys);
    await touchLastActive(db, userId, clock.now());
    const row = await findUserRow(db, userId);
    if (!row) throw passkeyRefused();
    const tokens = await issueTokens(tokenDeps, db, { id: row.id, uuid: String(row.uuid) });
    return { ...tokens, installer: toLoginProfile(row) };
  });
}
