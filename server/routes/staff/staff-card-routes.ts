import { staffCardActivate, staffCardBlock, staffCardDesk, staffTopUpsSettle } from '#contract/staff-cards.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { activateIssuedCard, blockCompanyCard } from '#server/services/providers/card-sandbox.ts';
import { settlePendingTopUps } from '#server/services/providers/club-card.ts';
import { cardDesk, cardStatusOf } from '#server/services/staff/card-desk.ts';

/** The club card desk (docs/decisions/0276), through the operator's card calls. */
export function registerStaffCardRoutes(mount: Mounter, deps: Deps): void {
  const { clock } = deps;

  mount.staff(staffCardDesk, async ({ db }) => cardDesk(db, clock.now()));

  mount.staff(staffCardActivate, async (ctx) => {
    const card = await activateIssuedCard(ctx.db, ctx.params.company, clock.now());
    if (!card) throw new ApiError(409, 'This company has no issued card waiting for activation.');
    await ctx.audit({
      action: 'card.activated',
      objectType: 'company',
      objectId: ctx.params.company,
      before: { card: 'ISSUED' },
      after: { card: card.status },
    });
    return card;
  });

  mount.staff(staffCardBlock, async (ctx) => {
    const before = await cardStatusOf(ctx.db, ctx.params.company);
    const card = await blockCompanyCard(ctx.db, ctx.params.company);
    if (!card) throw new ApiError(409, 'This company has no club card to block.');
    await ctx.audit({
      action: 'card.blocked',
      objectType: 'company',
      objectId: ctx.params.company,
      reason: ctx.body.reason,
      before: { card: before },
      after: { card: card.status },
    });
    return card;
  });

  mount.staff(staffTopUpsSettle, async (ctx) => {
    const counts = await settlePendingTopUps(ctx.db, clock);
    await ctx.audit({ action: 'card.top_ups_settled', objectType: 'card_top_ups', after: counts });
    return counts;
  });
}
