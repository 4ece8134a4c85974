import { describe, expect, it } from 'vitest';
import { passkeyKeys } from '#src/features/auth/api/passkey-api.ts';
import { clubCardKeys } from '#src/features/club-card/api/club-card-keys.ts';
import { homeKeys } from '#src/features/home/api/home-queries.ts';
import { newsKeys } from '#src/features/news/api/news-queries.ts';
import { notificationKeys } from '#src/features/notifications/api/notification-queries.ts';
import { orderKeys } from '#src/features/orders/api/order-queries.ts';
import { personalisationKeys } from '#src/features/personalisation/api/personalisation-keys.ts';
import { pointsKeys } from '#src/features/points/api/points-queries.ts';
import { profileKeys } from '#src/features/profile/api/profile-api.ts';
import { projectKeys, projectOutboxKeys } from '#src/features/projects/api/project-keys.ts';
import { resourceKeys } from '#src/features/resources/api/resource-queries.ts';
import { behaviourKeys } from '#src/features/rewards/api/behaviour-queries.ts';
import { shopKeys } from '#src/features/shop/api/shop-queries.ts';
import { supportKeys, supportOutboxKeys } from '#src/features/support/api/support-keys.ts';
import { surveyKeys } from '#src/features/survey/api/survey-query.ts';
import { teamKeys } from '#src/features/team/api/team-queries.ts';
import { tierKeys } from '#src/features/tiers/api/tier-queries.ts';
import { configKeys } from '#src/lib/config/public-config-query.ts';
import { userKeys } from '#src/session/session-keys.ts';

const U = '11111111-1111-4111-8111-111111111111';

/**
 * The devices keep the query cache (docs/decisions/0081) and the outbox (0080) under these key values. A factory may
 * move or be renamed; its values may not, or what a device saved under the old value is lost (an outbox write could
 * no longer be sent). These are the values from before the key factories (issue 24).
 */
describe('the keys devices keep', () => {
  it('keep their values', () => {
    const kept: [readonly unknown[], unknown[]][] = [
      [userKeys.self(), ['user', 'self']],
      [pointsKeys.summary(U), ['points', 'summary', U]],
      [pointsKeys.forecast(), ['points', 'forecast']],
      [pointsKeys.history(2), ['points', 'history', 2]],
      [pointsKeys.basic(), ['points', 'basic']],
      [configKeys.public(), ['config', 'public']],
      [projectKeys.list('open', 1), ['projects', 'list', 'open', 1]],
      [projectKeys.detail(U), ['projects', 'detail', U]],
      [projectKeys.surveyQuestions(), ['projects', 'survey-questions']],
      [supportKeys.lists(), ['support', 'list']],
      [supportKeys.ticket(U), ['support', 'ticket', U]],
      [supportKeys.chat(U), ['support', 'chat', U]],
      [teamKeys.list(1), ['team', 'list', 1]],
      [teamKeys.member(U), ['team', 'member', U]],
      [passkeyKeys.list(), ['passkeys', 'list']],
      [orderKeys.list(1), ['orders', 'list', 1]],
      [orderKeys.detail(U), ['orders', 'detail', U]],
      [clubCardKeys.account(7), ['club-card', 'account', 7]],
      [clubCardKeys.history(1), ['club-card', 'history', 1]],
      [clubCardKeys.product(), ['shop', 'club-card']],
      [clubCardKeys.scanStats(U), ['scans', 'stats', U]],
      [shopKeys.categories(), ['shop', 'categories']],
      [shopKeys.products(undefined, 1), ['shop', 'products', 'all', 1]],
      [shopKeys.products('voucher', 2), ['shop', 'products', 'voucher', 2]],
      [shopKeys.product(U), ['shop', 'product', U]],
      [shopKeys.variant(U), ['shop', 'variant', U]],
      [personalisationKeys.marketingServices(), ['shop', 'marketing-services']],
      [profileKeys.certificates(), ['profile', 'certificates']],
      [behaviourKeys.page(1), ['behaviours', 1]],
      [surveyKeys.ofType('main'), ['survey', 'main']],
      [notificationKeys.unreadCount(), ['notifications', 'unread-count']],
      [notificationKeys.latest(5), ['notifications', 'latest', 5]],
      [notificationKeys.list(1), ['notifications', 'list', 1]],
      [notificationKeys.detail(U), ['notifications', 'detail', U]],
      [newsKeys.list(1), ['news', 'list', 1]],
      [newsKeys.item(U), ['news', 'item', U]],
      [homeKeys.settings(), ['settings']],
      [homeKeys.stickyNews(), ['news', 'sticky']],
      [homeKeys.latest('news'), ['home', 'latest', 'news']],
      [homeKeys.shop('vouchers'), ['home', 'shop', 'vouchers']],
      [resourceKeys.resources(), ['resources']],
      [resourceKeys.tutorials(), ['tutorials']],
      [tierKeys.list(), ['tiers', 'list']],
      [tierKeys.history(U), ['tiers', 'history', U]],
      [projectOutboxKeys.createProject, ['outbox', 'project', 'create']],
      [projectOutboxKeys.addScan, ['outbox', 'scan', 'add']],
      [projectOutboxKeys.deleteScan, ['outbox', 'scan', 'delete']],
      [supportOutboxKeys.sendSupportMessage, ['outbox', 'support', 'message']],
    ];
    for (const [key, value] of kept) expect(key).toEqual(value);
  });

  it('keep the prefixes one invalidation relies on', () => {
    // A placed order refreshes everything under 'shop', the card offer and the printing services included.
    expect(clubCardKeys.product().slice(0, 1)).toEqual(shopKeys.all);
    expect(personalisationKeys.marketingServices().slice(0, 1)).toEqual(shopKeys.all);
    // A scan, an order or a top-up refreshes every points query, the session's summary included.
    expect(pointsKeys.summary(U).slice(0, 1)).toEqual(pointsKeys.all);
  });
});
