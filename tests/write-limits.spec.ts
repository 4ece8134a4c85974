import { apiAsPage } from './fixtures/api-as-page.ts';
import { type OwnServer, phoneOn, startOwnServer } from './fixtures/own-server.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

const INFO = { language: 'en', hostname: 'localhost', region: 2, appVersion: '1.0.0', appType: 'web' };
const WAIT = /^You have sent a lot in a short time\. Wait (\d+) seconds?, then try again: what you entered is kept\.$/;

test.describe('signed-in writes past the limit (SIGNED_IN_WRITES_PER_MINUTE)', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: OwnServer;
  test.beforeAll(async () => {
    // A server of its own with a budget of two throttled writes a minute, so the journeys on the shared one are not
    // slowed down.
    server = await startOwnServer(undefined, { SIGNED_IN_WRITES_PER_MINUTE: '2' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a new ticket refused with 429 says to wait, keeps what was typed, and goes through after the wait', async ({
    browser,
  }, testInfo) => {
    const context = await phoneOn(browser, server);
    const page = await context.newPage();
    await signInByEmail(page, 'member.pl@example.com', 3, () => new Date(0));
    // Two tickets a moment ago (another tab, a double tap): the minute's budget is spent.
    for (const title of ['First question', 'Second question']) {
      expect((await apiAsPage(page, 'POST', '/v1/support', { title, body: 'Sent quickly.', info: INFO })).status).toBe(
        201,
      );
    }

    await page.goto('/support/chat');
    await page.getByRole('link', { name: 'New ticket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New ticket' })).toBeVisible();
    const subject = 'Points for the Kraków roof';
    const message = 'The scans of RW-DEMO-0001 and RW-DEMO-0002 gave no points yet.';
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Your message').fill(message);
    await page.getByRole('button', { name: 'Send ticket' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(WAIT);
    const seconds = Number(WAIT.exec((await alert.textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    await expect(page.getByLabel('Subject')).toHaveValue(subject);
    await expect(page.getByLabel('Your message')).toHaveValue(message);
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('ticket-429-390x844.png') });

    // After the wait the same press sends it: the conversation opens with what was typed.
    await page.waitForTimeout(seconds * 1000 + 500);
    await page.getByRole('button', { name: 'Send ticket' }).click();
    await expect(page).toHaveURL(/\/support\/chat\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText(message);
    await context.close();
  });
});
