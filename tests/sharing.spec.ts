import type { BrowserContext, Page } from '@playwright/test';
import { signInOwner } from './fixtures/offline.ts';
import { expectNoSeriousViolations } from './fixtures/shop.ts';
import { expect, test } from './fixtures/test.ts';

const TEXT = 'I collect points for my installations in the Installer Club. Join here:';

/** A share sheet that keeps what it is given (window.shared), or one the person closes without sharing. */
async function shareSheet(context: BrowserContext, closed = false): Promise<void> {
  await context.addInitScript((closedByPerson) => {
    const kept: ShareData[] = [];
    Object.assign(window, { shared: kept });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        kept.push(data);
        if (closedByPerson) throw new DOMException('Share canceled', 'AbortError');
      },
    });
  }, closed);
}
const sharedOn = (page: Page) => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);

async function recommendCard(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOwner(page);
  await page.goto('/rewards');
  const card = page
    .getByRole('list', { name: 'Ways to earn points' })
    .getByRole('listitem')
    .filter({ hasText: 'Recommend a colleague' });
  await expect(card).toBeVisible();
  return card;
}

test("'Recommend a colleague' shares the club's sign-up link through the device's share sheet", async ({
  page,
  context,
  baseURL,
}) => {
  await shareSheet(context);
  const card = await recommendCard(page);
  const share = card.getByRole('button', { name: 'Share the club with a colleague' });
  expect((await share.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await share.click();
  await expect
    .poll(() => sharedOn(page))
    .toEqual([{ title: 'Installer Club', text: TEXT, url: `${baseURL}/register` }]);
  // The sheet did the telling: nothing copied, nothing said.
  await expect(card.getByRole('status')).toHaveText('');
});

test('closing the share sheet without sharing is no failure: nothing is said, nothing breaks', async ({
  page,
  context,
}) => {
  await shareSheet(context, true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const card = await recommendCard(page);
  await card.getByRole('button', { name: 'Share the club with a colleague' }).click();
  await expect.poll(async () => (await sharedOn(page)).length).toBe(1);
  await expect(card.getByRole('status')).toHaveText('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(card.getByText(/Copy this link/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('without a share sheet the text and the link are copied, and the copy is said', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  const card = await recommendCard(page);
  await card.getByRole('button', { name: 'Share the club with a colleague' }).click();
  await expect(card.getByRole('status')).toHaveText('The link is copied. Paste it into a message.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${TEXT} ${baseURL}/register`);
  await expectNoSeriousViolations(page);
});
