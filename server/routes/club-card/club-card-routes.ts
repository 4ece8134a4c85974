import { cardAccount as cardAccountCall, cardHistory, topUpCard, verifyCard } from '#contract/club-card.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import type { AuthUser } from '#server/http/app-env.ts';
import type { Mounter } from '#server/http/mount.ts';
import { linkCard } from '#server/services/providers/card-sandbox.ts';
import { cardAccount, topUp, topUpHistory } from '#server/services/providers/club-card.ts';

/** The edenred paths take the company's numeric id; any other company's id is simply not found. */
function ownCompany(user: AuthUser, companyId: number): void {
  if (companyId !== user.companyId) throw notFound();
}

/** The installers' club card calls; staff act on cards through server/routes/staff/staff-card-routes.ts. */
export function registerClubCardRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;

  mount.user(verifyCard, async ({ params, body, user }) => {
    ownCompany(user, params.companyId);
    if (user.role !== 3 && user.role !== 7) throw new ApiError(403, 'Only the company owner can link the club card.');
    await db.transaction((tx) => linkCard(tx, user.companyId, body.card_serial_number, clock.now()));
    return cardAccount(db, user.companyId);
  });

  mount.user(cardAccountCall, async ({ params, user }) => {
    ownCompany(user, params.companyId);
    return cardAccount(db, user.companyId);
  });

  mount.user(topUpCard, ({ body, user }) => topUp(db, clock, user, body.amount_points));

  mount.user(cardHistory, async ({ query, user }) => {
    const { data, total } = await topUpHistory(db, user.companyId, query.page, query.limit);
    const meta = {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
      per_page: query.limit,
      total,
    };
    return { data, meta };
  });
}
