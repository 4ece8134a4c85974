import { devOutbox } from '#contract/dev.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';
import { callerAddress, isLoopback } from '#server/http/caller-address.ts';
import type { Mounter } from '#server/http/mount.ts';
import { outboxFor } from '#server/services/messaging/dev-outbox.ts';

/** A '+' in an unencoded query string arrives as a space: " 48500000001" means "+48500000001". */
const normaliseAddress = (to: string) => (/^ \d+$/.test(to) ? `+${to.slice(1)}` : to.trim().toLowerCase());

/**
 * Outside production only (app.ts does not mount it there): read the codes the club "sent". Only callers on
 * this machine get an answer: a demo started on a shared network must not hand every login code to whoever
 * reaches its port.
 */
export function registerDevRoutes(mount: Mounter, deps: Deps): void {
  // What this outbox shows: the codes themselves. Without it (production) the outbox keeps none (decision 0262).
  deps.messenger.keepCodes();
  mount.anyone(devOutbox, async ({ query, c }) => {
    const address = callerAddress(c, deps.env.trustedProxies);
    if (address !== undefined && !isLoopback(address))
      throw new ApiError(403, 'The developer outbox answers only on the machine the club runs on.');
    return outboxFor(deps.db, normaliseAddress(query.to));
  });
}
