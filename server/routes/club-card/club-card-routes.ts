import {
  activateCard,
  blockCard,
  cardAccount as cardAccountCall,
  cardHistory,
  settleTopUps,
  topUpCard,
  verifyCard,
} from '#contract/club-card.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import type { AuthUser } from '#server/http/app-env.ts';
import type { Mounter } from '#server/http/mount.ts';
import { activateIssuedCard, blockCompanyCard, linkCard } from '#server/services/providers/card-sandbox.ts';
import { cardAccount, settlePendingTopUps, topUp, topUpHistory } from '#server/services/providers/club-card.ts';

/** The edenred paths take the company's numeric id; any other company's id is simply not found. */
function ownCompany(user: AuthUser, companyId: number): void {
  if (companyId !== user.companyId) throw notFound();
}

/** Club card calls; the operator calls must be registered after the operator-key guard. */
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

  mount.anyone(activateCard, async ({ body }) => {
    const card = await activateIssuedCard(db, body.company, clock.now());
    if (!card) throw new ApiError(409, 'This company has no issued card waiting for activation.');
    return card;
  });

  mount.anyone(blockCard, async ({ body, c }) => {
    const card = await blockCompanyCard(db, body.company);
    if (!card) throw new ApiError(409, 'This company has no club card to block.');
    c.var.log.info({ component: 'operator', company: body.company }, 'club card blocked');
    return card;
  });

  mount.anyone(settleTopUps, () => settlePendingTopUps(db, clock));
}
