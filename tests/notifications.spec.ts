import type { Page } from '@playwright/test';
import { signInOwner } from './fixtures/offline.ts';
import { operator } from './fixtures/operator.ts';
import { expectNoSeriousViolations } from './fixtures/shop.ts';
import { expect, test } from './fixtures/test.ts';

/** Seeded support tickets (server/db/seed/seed-support.ts): member.pl's and owner.pl's. */
const MEMBER_TICKET = { uuid: '7c1e4b52-3f0a-4d6e-9b1a-5a1d2c3e4f03', title: 'The app does not read a window code' };
const OWNER_TICKET = { uuid: '7c1e4b52-3f0a-4d6e-9b1a-5a1d2c3e4f01', title: 'Points for my last project are missing' };

/** The header bell's unread count, read from its label as a screen reader would hear it. */
async function headerCount(page: Page, pattern = /Notifications, (\d+) unread/): Promise<number> {
  const bell = page.getByRole('button', { name: pattern });
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(label.match(/(\d+)/)?.[1]);
}

const list = (page: Page, name = 'Notifications') => page.getByRole('list', { name });

// Each journey signs in and walks several screens on a shared, busy machine.
test.describe.configure({ timeout: 150_000 });

test('opening an unread notification marks it read and lowers the header count; it links to its chat', async ({
  page,
}) => {
  // A server-made notification: staff answer the member's ticket.
  await operator('ticket', 'reply', MEMBER_TICKET.uuid, 'Hold the code 20 cm from the camera.');
  await signInOwner(page, 'member.pl@example.com');
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(list(page).getByRole('link').first()).toBeVisible();
  const before = await headerCount(page);
  expect(before).toBeGreaterThan(0);
  await expect(page.getByText(before === 1 ? '1 unread notification' : `${before} unread notifications`)).toBeVisible();
  await expect(page.getByText('Choose a notification to read it here.')).toBeVisible();
  const newest = list(page).getByRole('link').first();
  await expect(newest).toContainText('Support replied');
  await expect(newest).toContainText(`Club support answered your ticket “${MEMBER_TICKET.title}”.`);
  await expect(newest).toContainText('Unread');
  await expect(newest).toContainText('Information');
  await expectNoSeriousViolations(page);

  await newest.click();
  await expect(page).toHaveURL(/\/notifications\/[0-9a-f-]{36}$/);
  const pane = page.getByRole('region', { name: 'Open notification' });
  await expect(pane.getByRole('heading', { level: 2, name: 'Support replied' })).toBeVisible();
  await expect(pane.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
    'href',
    `/support/chat/${MEMBER_TICKET.uuid}`,
  );
  // The list, the header and (where supported) the app badge drop together; the server keeps it read.
  await expect(page.getByRole('button', { name: `Notifications, ${before - 1} unread` })).toBeVisible();
  await expect(list(page).getByRole('link').first()).not.toContainText('Unread');
  await expect(list(page).getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(page);
  await page.reload();
  await expect(page.getByRole('button', { name: `Notifications, ${before - 1} unread` })).toBeVisible();
  await expect(list(page).getByRole('link').first()).not.toContainText('Unread');

  // The header dropdown lists the newest and leads to them all.
  await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Support replied/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await menu.getByRole('menuitem', { name: 'All notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});

test('on a phone the notifications are cards; one opens on its own page with a way back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOwner(page);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  // The three kinds are told apart in words, not colour alone.
  for (const kind of ['Information', 'Warning', 'Important']) await expect(list(page)).toContainText(kind);
  const announcement = list(page).getByRole('link', { name: /New club rules from 1 January/ });
  await expect(announcement).toContainText('Important');
  const box = await announcement.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);

  // A staff announcement the app has no message for keeps the text staff wrote.
  await announcement.click();
  await expect(page.getByRole('heading', { level: 1, name: 'New club rules from 1 January' })).toBeVisible();
  await expect(page.getByText('The club rules change on 1 January 2027. Please read the new terms.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notifications' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  // The shell's back arrow on a phone's detail screen.
  await page.getByRole('link', { name: 'Back to Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(list(page).getByRole('link', { name: /New club rules/ })).not.toContainText('Unread');

  // An order notification leads to its order.
  await list(page)
    .getByRole('link', { name: /Your order changed its status|Order \d+/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Open the order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
});

test('the list says so when it cannot load, with a way to try again', async ({ page }) => {
  await signInOwner(page);
  // The server is real; only this one call is cut off, as a dead signal would.
  await page.route(/\/api\/v1\/notifications\?/, (route) => route.abort('connectionfailed'));
  await page.goto('/notifications');
  await expect(page.getByRole('alert').filter({ hasText: 'This could not be loaded.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.unroute(/\/api\/v1\/notifications\?/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(list(page).getByRole('link').first()).toBeVisible();
});

test('a Polish installer reads a server-made notification in Polish', async ({ page }) => {
  await operator('ticket', 'reply', OWNER_TICKET.uuid, 'Dopisaliśmy punkty.');
  await signInOwner(page);
  await page.evaluate(() => localStorage.setItem('language', 'pl'));
  await page.goto('/notifications');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Powiadomienia' })).toBeVisible();
  const newest = list(page, 'Powiadomienia').getByRole('link').first();
  await expect(newest).toContainText('Pomoc odpowiedziała');
  // The ticket's title is the installer's own words; the sentence around it is Polish.
  await expect(newest).toContainText(`Obsługa klubu odpowiedziała na Twoje zgłoszenie „${OWNER_TICKET.title}”.`);
  await expect(newest).not.toContainText('Club support answered');
  await newest.click();
  await expect(page.getByRole('link', { name: 'Otwórz rozmowę' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Powiadomienia/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});
