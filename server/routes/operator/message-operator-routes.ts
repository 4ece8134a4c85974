import { operatorMessages } from '#contract/operator.ts';
import type { Deps } from '#server/deps.ts';
import type { Mounter } from '#server/http/mount.ts';
import { messagesForOperators } from '#server/services/messaging/operator-messages.ts';

/**
 * The delivery queue for operators (decision 0272): messages waiting and messages given up, addresses masked. Mounted
 * below /operator, so the operator key guard of operator-routes.ts applies.
 */
export function registerMessageOperatorRoutes(mount: Mounter, deps: Deps): void {
  mount.anyone(operatorMessages, async ({ query }) => messagesForOperators(deps.db, query.status));
}
