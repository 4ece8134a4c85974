import type { Page } from '@playwright/test';
import { apiAsPage } from './fixtures/api-as-page.ts';
import { cachedOnDevice, controlledByServiceWorker } from './fixtures/offline.ts';
import { operator } from './fixtures/operator.ts';
import { expectAllSent } from './fixtures/outbox.ts';
import { uniqueDigits } from './fixtures/registration.ts';
import { expectNoSeriousViolations } from './fixtures/shop.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

const RO_REGION = 3;

interface Sent {
  supportTicketSent?: unknown;
}

interface Ticket {
  uuid: string;
  title: string;
  status: number;
}

/**
 * A Romanian installer who joined the demo company by its invite code a moment ago: no ticket yet, and nobody
 * else's journey writes to their conversations (team members see only their own tickets).
 */
async function freshInstaller(page: Page): Promise<string> {
  const email = `support.${uniqueDigits('', 12)}@example.com`;
  const response = await page.request.post('/api/v2/company/register', {
    data: {
      invite: 'ROACOP01',
      installer: {
        name: 'Mihai',
        surname: 'Ionescu',
        email,
        phone: uniqueDigits('7', 9),
        languages_id: 1,
        options: JSON.stringify({ hasAgreedToTerms: true, consentSeen: true }),
        email_consent: false,
        phone_consent: false,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await signInByEmail(page, email);
  return email;
}

async function openTicketByApi(page: Page, title: string, body = 'Opened for the journey.'): Promise<Ticket> {
  const info = { language: 'en', hostname: 'localhost', region: RO_REGION, appVersion: '1.0.0', appType: 'web' };
  const answer = await apiAsPage(page, 'POST', '/v1/support', { title, body, info });
  expect(answer.status).toBe(201);
  return answer.body as Ticket;
}

async function messagesOf(page: Page, uuid: string): Promise<string[]> {
  const answer = await apiAsPage(page, 'GET', `/v1/support/${uuid}/chat`);
  return (answer.body as { data: { message: string }[] }).data.map((m) => m.message);
}

const conversation = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('a new ticket, a message, and an operator reply appearing in the open conversation', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The request's body, as the app sent it (Chromium does not report a streamed body to Playwright).
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/support')
        (window as unknown as Sent).supportTicketSent = await request.clone().json();
      return send(request);
    };
  });
  await freshInstaller(page);
  await page.goto('/support/chat');
  // No ticket yet: the form opens instead of an empty list.
  await expect(page.getByRole('heading', { level: 1, name: 'New ticket' })).toBeVisible();
  await expect(page.getByText('You have no support tickets yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByText('Enter a subject.')).toBeVisible();
  await expect(page.getByText('Write your message.')).toBeVisible();
  await expect(page.getByLabel('Subject')).toBeFocused();
  await expectNoSeriousViolations(page);

  const title = `Scanner question ${Date.now().toString(36)}`;
  await page.getByLabel('Subject').fill(title);
  await page.getByLabel('Your message').fill('The scanner does not start on my phone.');
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Sent).supportTicketSent))
    .toEqual({
      title,
      body: 'The scanner does not start on my phone.',
      info: { language: 'en', hostname: 'localhost', region: RO_REGION, appVersion: '1.0.0', appType: 'web' },
    });

  await expect(page).toHaveURL(/\/support\/chat\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(conversation(page)).toContainText('The scanner does not start on my phone.');
  // On a wide screen the list sits beside the conversation, the open ticket marked.
  const tickets = page.getByRole('navigation', { name: 'Your tickets' });
  await expect(tickets.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('aria-current', 'page');
  await expect(tickets.getByRole('link', { name: new RegExp(title) })).toContainText('Open');

  await page.getByRole('textbox', { name: 'Message to support' }).fill('It is a Pixel 7, Chrome 131.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Message to support' })).toHaveValue('');
  await expect(conversation(page)).toContainText('It is a Pixel 7, Chrome 131.');
  await expect(page.getByText('Sending…')).toHaveCount(0);
  await expect.poll(() => messagesOf(page, uuid)).toContain('It is a Pixel 7, Chrome 131.');

  // Staff answer from the operator console; the open conversation shows it without a reload.
  await operator('ticket', 'reply', uuid, 'Please allow the camera in the browser settings.');
  const reply = conversation(page).getByRole('listitem').filter({ hasText: 'Please allow the camera' });
  await expect(reply).toContainText('Club support', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: title }).getByText('In progress')).toBeVisible();
  await expect(tickets.getByRole('link', { name: new RegExp(title) })).toContainText('In progress', {
    timeout: 20_000,
  });
  await expectNoSeriousViolations(page);
});

test('a message written offline is kept and arrives once', async ({ page, context }) => {
  await freshInstaller(page);
  const ticket = await openTicketByApi(page, `Offline ${Date.now().toString(36)}`);
  await page.goto(`/support/chat/${ticket.uuid}`);
  await expect(conversation(page)).toContainText('Opened for the journey.');
  await controlledByServiceWorker(page);
  await cachedOnDevice(page, 'Opened for the journey.');

  // Every POST of a message, who sent it and when: a message once reached the server while the context was
  // offline (one full run in five, never alone), and this names the sender when it happens again.
  const sentOffline: string[] = [];
  let offlineSince = 0;
  context.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith(`/support/${ticket.uuid}/chat`)) return;
    const from = request.serviceWorker() ? 'service worker' : `page ${request.frame().url()}`;
    sentOffline.push(`${from} at ${offlineSince ? `${Date.now() - offlineSince} ms after going offline` : 'online'}`);
  });
  await context.setOffline(true);
  offlineSince = Date.now();
  await expect(page.getByText('No signal: messages you send now wait on this device')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message to support' }).fill('Written on the roof without signal.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const waiting = conversation(page).getByRole('listitem').filter({ hasText: 'Written on the roof' });
  await expect(waiting).toContainText('Waiting for signal');
  await expectNoSeriousViolations(page);
  // Kept on the device: a reload without signal still has it waiting.
  await page.waitForTimeout(500);
  await page.reload();
  await expect(waiting).toContainText('Waiting for signal');
  expect(
    await messagesOf(page, ticket.uuid).catch(() => []),
    `sent while offline by: ${sentOffline.join('; ') || 'no POST the browser saw'}`,
  ).not.toContain('Written on the roof without signal.');
  offlineSince = 0;

  await context.setOffline(false);
  await expect(waiting).not.toContainText('Waiting for signal', { timeout: 20_000 });
  await expectAllSent(page);
  await expect
    .poll(async () => (await messagesOf(page, ticket.uuid)).filter((m) => m.startsWith('Written on the roof')))
    .toEqual(['Written on the roof without signal.']);

  // An answer lost after the server stored the message: the replay reuses its key, still one message.
  let posts = 0;
  await page.route(`**/api/v1/support/${ticket.uuid}/chat`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    if (posts > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('textbox', { name: 'Message to support' }).fill('Sent while the signal flickers.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectAllSent(page);
  expect(posts).toBeGreaterThanOrEqual(2);
  const all = await messagesOf(page, ticket.uuid);
  expect(all.filter((m) => m === 'Sent while the signal flickers.')).toHaveLength(1);
  await expect(conversation(page).getByText('Sent while the signal flickers.')).toHaveCount(1);
});

test('on a phone the list and a conversation are separate pages; the list grows by 10', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await freshInstaller(page);
  const opened: Ticket[] = [];
  for (let i = 1; i <= 11; i++) opened.push(await openTicketByApi(page, `Question ${i} of 11`));
  await operator('ticket', 'reply', opened[9]!.uuid, 'We are looking into it.');
  await operator('ticket', 'resolve', opened[8]!.uuid);

  await page.goto('/support/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const list = page.getByRole('navigation', { name: 'Your tickets' });
  await expect(list.getByRole('link')).toHaveCount(10);
  // The most recently active first; each state has its own icon and name.
  await expect(list.getByRole('link').first()).toContainText('Question 9 of 11');
  await expect(list.getByRole('link').first()).toContainText('Resolved');
  await expect(list.getByRole('link', { name: /Question 10 of 11/ })).toContainText('In progress');
  await expect(list.getByRole('link', { name: /Question 11 of 11/ })).toContainText('Open');
  // On a phone nothing opens by itself beside the list.
  await expect(page.getByRole('log')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Show more tickets' }).click();
  await expect(list.getByRole('link')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Show more tickets' })).toHaveCount(0);

  await list.getByRole('link', { name: /Question 10 of 11/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question 10 of 11' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Your tickets' })).toHaveCount(0);
  await expect(conversation(page)).toContainText('We are looking into it.');
  const box = page.getByRole('textbox', { name: 'Message to support' });
  await expect(box).toBeInViewport();
  await expectNoSeriousViolations(page);

  // A keyboard takes half the screen: the message box stays in sight and usable.
  await page.setViewportSize({ width: 390, height: 420 });
  await box.focus();
  await expect(box).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeInViewport();
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('link', { name: 'Back to Conversations' }).click();
  await expect(page).toHaveURL(/\/support\/chat$/);
  await page.getByRole('link', { name: 'New ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New ticket' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toBeVisible();
});
