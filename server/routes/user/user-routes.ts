import type * as v from 'valibot';
import { currentUser } from '#contract/user.ts';
import type { Deps } from '#server/deps.ts';
import { unauthenticated } from '#server/http/api-error.ts';
import { EncodedJson } from '#server/http/json-answer.ts';
import type { Mounter } from '#server/http/mount.ts';
import { currentUserJson } from '#server/services/users/current-user-json.ts';

export function registerUserRoutes(mount: Mounter, deps: Deps): void {
  // The answer's JSON is the database's (decision 0303): it leaves as it is.
  mount.user(currentUser, async ({ user }) => {
    const text = await currentUserJson(deps.db, user.id, user.emulatedBy ?? null);
    if (text === undefined) throw unauthenticated();
    return EncodedJson.ofText<v.InferOutput<typeof currentUser.response>>(text);
  });
}
