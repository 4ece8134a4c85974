import { operatorEmulate, operatorEmulateEnd } from '#contract/emulation.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { endEmulations, startEmulation } from '#server/services/auth/emulation-session.ts';
import { findActiveUserByEmail } from '#server/services/users/user-lookup.ts';

const noSuchUser = () => new ApiError(404, 'No active user has this e-mail.');

/** Emulation is minted only here, behind the operator key (docs/decisions/0051). */
export function registerEmulationOperatorRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock, env } = deps;
  const findUser = async (email: string) => {
    const user = await findActiveUserByEmail(db, email);
    if (!user) throw noSuchUser();
    return user;
  };

  mount.anyone(operatorEmulate, async ({ body, c }) => {
    const user = await findUser(body.email);
    const session = await startEmulation(db, clock, env.jwtSecret, user, body.admin);
    c.var.log.warn(
      { component: 'operator', admin: body.admin, user: user.uuid, until: session.expiresAt },
      'emulation started',
    );
    return session;
  });

  mount.anyone(operatorEmulateEnd, async ({ body, c }) => {
    const user = await findUser(body.email);
    const at = clock.now();
    const ended = await endEmulations(db, user.id, at);
    c.var.log.info({ component: 'operator', user: user.uuid, ended }, 'emulation ended');
    return { ended, at: at.toISOString() };
  });
}
