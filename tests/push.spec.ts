import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import type { PushPayload } from '#contract/push.ts';
import { buildPushPayload } from '#server/services/push/push-payload.ts';
import { apiAsPage } from './fixtures/api-as-page.ts';
import { controlledByServiceWorker, signInOwner, uniqueStreet } from './fixtures/offline.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * Web Push (decision 0293). A headless browser has no push service to subscribe with, so the journey hands the
 * service worker a push itself, through the DevTools protocol (ServiceWorker.deliverPushMessage), with the payload
 * the server's own builder makes for a Polish device. What the worker does with it is the browser's: the
 * notification, the message to the open window. The click is the worker's own handler, reached by a message (there is
 * no notification to click headless); which window it picks is unit-tested (notification-click.test.ts).
 */

async function workerRegistration(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`), { message: 'the app’s worker registration' }).toBeTruthy();
  return {
    push: (payload: PushPayload) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrations.get(`${origin}/`)!,
        data: JSON.stringify(payload),
      }),
  };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      badge: n.badge,
    })),
  );

const SHOTS = process.env.SHOTS_DIR;

test('a push shows its notification in Polish, refreshes the open app and opens its screen', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await signInOwner(page);
  await controlledByServiceWorker(page);
  const worker = await workerRegistration(context, page, origin);

  const orders = (await apiAsPage(page, 'GET', '/v2/orders')).body as { data: { uuid: string; number: string }[] };
  const order = orders.data[0]!;
  const { unread } = (await apiAsPage(page, 'GET', '/v1/notifications/unread-count')).body as { unread: number };
  const payload = buildPushPayload(
    { event: 'order.status_changed', meta: { order_uuid: order.uuid, number: order.number, status: 2 } },
    'pl',
    'journey-order',
    unread,
  );
  expect(payload.title).toBe(`Zamówienie ${order.number} zatwierdzone`);

  await page.goto('/user');
  await expect(page.getByRole('heading', { name: 'Notifications on this device' })).toBeVisible();
  // The worker tells the open window, which refetches its notifications and the header's count.
  const refetched = page.waitForRequest((r) => r.url().includes('/api/v1/notifications/unread-count'));
  await worker.push(payload);
  await refetched;
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: payload.title,
        body: `Twoje zamówienie ${order.number} zostało zatwierdzone i jest w drodze.`,
        tag: 'journey-order',
        icon: `${origin}/icons/icon-192.png`,
        badge: `${origin}/icons/badge-96.png`,
      },
    ]);
  await expect(page.getByRole('button', { name: `Notifications, ${unread} unread` })).toBeVisible();

  // A click on it: the worker's handler shows the order in this window and closes the notification.
  await page.evaluate(() =>
    navigator.serviceWorker.controller?.postMessage({ type: 'push-open', tag: 'journey-order' }),
  );
  await expect(page).toHaveURL(`/orders/${order.uuid}`);
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});

test('the profile card: the device switch with the browser’s permission, and the five kinds', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await signInOwner(page);
  await controlledByServiceWorker(page);
  // Every kind on, as for a new account, whatever an earlier attempt of this journey left.
  const all = { orders: true, projects: true, support: true, expiring: true, news: true };
  expect((await apiAsPage(page, 'PUT', '/v1/push/preferences', all)).status).toBe(200);
  const cdp = await context.newCDPSession(page);
  // The permission of this test's browser context (without its id, CDP changes the default context's).
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const permission = (setting: 'denied' | 'granted') =>
    cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting,
      origin,
      browserContextId: targetInfo.browserContextId,
    });
  await permission('denied');
  await page.goto('/user');
  const device = page.getByRole('switch', { name: 'Show notifications on this device' });
  await expect(device).toBeDisabled();
  await expect(page.getByText('Notifications from the club are blocked in this browser.')).toBeVisible();

  await permission('granted');
  await page.reload();
  await expect(device).toBeEnabled();
  await expect(device).not.toBeChecked();
  const projects = page.getByRole('switch', { name: 'Projects and points' });
  await expect(projects).toBeChecked();
  for (const name of ['Orders', 'Support replies', 'Expiring points', 'Important club news'])
    await expect(page.getByRole('switch', { name })).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/push/preferences') && r.request().method() === 'PUT',
  );
  await projects.click({ force: true });
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(projects).not.toBeChecked();
  await projects.click({ force: true });
  await expect(projects).toBeChecked();
  const box = await page.locator('#profile-push').locator('..').boundingBox();
  expect(box).not.toBeNull();
  for (const name of ['Show notifications on this device', 'Orders', 'Projects and points']) {
    const row = await page.getByText(name, { exact: true }).last().boundingBox();
    expect(row!.height).toBeGreaterThanOrEqual(24);
  }
  const axe = await new AxeBuilder({ page }).include('#profile-push').analyze();
  expect(axe.violations).toEqual([]);
  if (SHOTS) {
    await page
      .locator('section[aria-labelledby="profile-push"]')
      .screenshot({ path: `${SHOTS}/profile-push-wide.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('section[aria-labelledby="profile-push"]').screenshot({ path: `${SHOTS}/profile-push-390.png` });
  }
});

test('the app offers notifications after a project is created, once', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await signInOwner(page);
  await controlledByServiceWorker(page);
  await expect(page.getByRole('complementary', { name: 'Get notified about your project' })).toHaveCount(0);
  const street = uniqueStreet('Push offer');
  await page.goto('/projects/add');
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('30-029');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  const offer = page.getByRole('complementary', { name: 'Get notified about your project' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-${page.viewportSize()?.width}.png` });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
