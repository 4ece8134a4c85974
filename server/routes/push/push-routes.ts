import { pushKey, pushPreferences, pushPreferencesUpdate, pushSubscribe, pushUnsubscribe } from '#contract/push.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readerOf } from '#server/http/reader-language.ts';
import {
  preferencesOf,
  profileLanguage,
  pushEndpointAllowed,
  removeSubscription,
  saveSubscription,
  setPreferences,
} from '#server/services/push/push-subscriptions.ts';

/** This device's Web Push subscription and the caller's switches per kind (decision 0293). */
export function registerPushRoutes(mount: Mounter, deps: Deps): void {
  const { db, env, clock } = deps;

  mount.user(pushKey, async () => ({ public_key: env.vapid.publicKey }));

  mount.user(pushSubscribe, async ({ c, body, user }) => {
    // Staff looking through an installer's eyes must not get the installer's pushes on their own device.
    if (user.emulatedBy) throw new ApiError(403, 'Notifications cannot be switched on while emulating an installer.');
    if (!pushEndpointAllowed(body.endpoint, env.nodeEnv === 'production')) {
      throw new ApiError(400, 'This push service is not supported.');
    }
    const language = body.language ?? readerOf(c, user).language ?? (await profileLanguage(db, user.id));
    await saveSubscription(db, user.id, body, language, clock.now());
    return null;
  });

  mount.user(pushUnsubscribe, async ({ body, user }) => {
    await removeSubscription(db, user.id, body.endpoint);
    return null;
  });

  mount.user(pushPreferences, async ({ user }) => preferencesOf(db, user.id));

  mount.user(pushPreferencesUpdate, async ({ body, user }) => setPreferences(db, user.id, body, clock.now()));
}
