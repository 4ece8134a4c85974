import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { CDPSession, Page } from '@playwright/test';
import { uniqueDigits } from './fixtures/registration.ts';
import { sendAndEnterCode, signInByEmail } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

const SIGN_IN_WITH_PASSKEY = 'Sign in with a passkey';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * A Romanian installer who joined the demo company by its invite a moment ago: nobody else's journey asks codes
 * for them, so the outbox shows exactly what this one caused.
 */
async function freshInstaller(page: Page): Promise<string> {
  const email = `passkey.${uniqueDigits('', 12)}@example.com`;
  const response = await page.request.post('/api/v2/company/register', {
    data: {
      invite: 'ROACOP01',
      installer: {
        name: 'Radu',
        surname: 'Cheia',
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
  return email;
}

/** This page's own platform authenticator, as a phone's fingerprint or face unlock: it verifies the person. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

async function messagesTo(page: Page, email: string): Promise<number> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as unknown[]).length;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Radu/ }).click();
  await page.getByRole('menuitem', { name: /Log out|Sign out/ }).click();
  await expect(page).toHaveURL('/login');
}

const passkeysSection = (page: Page) => page.getByRole('region', { name: 'Passkeys' });

async function addPasskey(page: Page) {
  await page.goto('/user');
  const section = passkeysSection(page);
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('status')).toHaveText(/^The passkey Chrome on \w+ was added\.$/);
  const items = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  return items.first();
}

test('an installer adds a passkey, signs in with it without a code, and removes it', async ({ page }) => {
  const email = await freshInstaller(page);
  await signInByEmail(page, email);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  const item = await addPasskey(page);
  await expect(item).toContainText(/Chrome on \w+/);
  await expect(item).toContainText(/Added \d{1,2}\. \d{1,2}\. \d{4}/);
  await expect(item).toContainText('Not used yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await signOut(page);
  const sentBefore = await messagesTo(page, email);
  await page.getByRole('button', { name: SIGN_IN_WITH_PASSKEY }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: /Radu/ })).toBeVisible();
  expect(await messagesTo(page, email), 'no code was sent for the passkey sign-in').toBe(sentBefore);

  await page.goto('/user');
  const used = passkeysSection(page).getByRole('listitem');
  await expect(used).toContainText(/Last used \d{1,2}\. \d{1,2}\. \d{4}/);
  await used.getByRole('button', { name: /Remove the passkey Chrome on \w+/ }).click();
  const dialog = page.getByRole('dialog', { name: /Remove the passkey Chrome on \w+\?/ });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(passkeysSection(page).getByText('You have no passkeys yet.')).toBeVisible();

  // The device still holds the credential, but the club no longer takes it: the code sign-in is right there.
  await signOut(page);
  await page.getByRole('button', { name: SIGN_IN_WITH_PASSKEY }).click();
  await expect(page.getByRole('alert')).toHaveText('The passkey was not accepted. Sign in with a code.');
  await expect(page).toHaveURL('/login');
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await sendAndEnterCode(page, email, () => page.getByLabel('E-mail').fill(email));
});

test('a passkey the device does not confirm says so, and the code sign-in still works', async ({ page }) => {
  const email = await freshInstaller(page);
  await signInByEmail(page, email);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await addPasskey(page);
  await signOut(page);

  // The fingerprint is not recognised (or the prompt is dismissed): the browser refuses the passkey.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await page.getByRole('button', { name: SIGN_IN_WITH_PASSKEY }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The passkey sign-in was cancelled or timed out. You can sign in with a code instead.',
  );
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await sendAndEnterCode(page, email, () => page.getByLabel('E-mail').fill(email));
});

/** The Polish catalog's translation of a message, or '' while it has none yet (the lead translates at the end). */
function polish(message: string): string {
  const catalog = readFileSync(new URL('../locales/pl/messages.po', import.meta.url), 'utf8');
  const entry = new RegExp(`msgid ${JSON.stringify(message)}\\nmsgstr (".*")`).exec(catalog);
  return entry ? (JSON.parse(entry[1]!) as string) : '';
}

test('the passkey button speaks the language of the device', async ({ page }) => {
  const translated = polish(SIGN_IN_WITH_PASSKEY);
  test.skip(translated === '', 'the Polish catalog has no translation of the passkey button yet');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: SIGN_IN_WITH_PASSKEY })).toBeVisible();
  await page.getByLabel('Language').selectOption('pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('button', { name: SIGN_IN_WITH_PASSKEY })).toHaveCount(0);
  await expect(page.getByRole('button', { name: translated, exact: true })).toBeVisible();
});
