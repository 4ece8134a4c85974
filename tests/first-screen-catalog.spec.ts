import { cachedOnDevice, controlledByServiceWorker } from './fixtures/offline.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

// Decision 0308: a start on a first screen (/, /login, /projects) has only those screens' part of the catalog; the
// whole comes after, and every other screen waits for it. Every journey also fails on a message missing from the
// loaded catalog (tests/fixtures/test.ts), so the first screens in English are checked all along.
test.describe('the first screens start with their part of the catalog', () => {
  // No language chosen on this device: the Polish installer's profile language applies. No service worker: each
  // catalog comes from the network, where this journey holds the whole ones back.
  test.use({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });

  test('a Polish installer opens the projects without the whole catalog; the shop waits for it', async ({ page }) => {
    await signInByEmail(page, 'owner.pl@example.com');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

    const whole: string[] = [];
    await page.route('**/assets/messages-*.js', async (route) => {
      whole.push(new URL(route.request().url()).pathname);
      await route.abort('internetdisconnected');
    });
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'Nowy projekt' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Wszystkie' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sklep' })).toBeVisible();
    expect(whole).toEqual([]);

    // Another screen waits for the whole catalog: without it, the error screen (in Polish) instead of untranslated ids.
    await page.getByRole('link', { name: 'Sklep' }).click();
    await expect(page.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
    expect(whole.length).toBeGreaterThan(0);

    await page.unroute('**/assets/messages-*.js');
    await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(page).toHaveURL(/\/shop/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sklep' })).toBeVisible();
  });
});

test.describe('a language that came after the start', () => {
  // No language chosen on this device: the login is in English, then the Polish profile's language applies.
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

  test("the next start offline opens the projects in the profile's language", async ({ page, context }) => {
    await signInByEmail(page, 'owner.pl@example.com');
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'Nowy projekt' })).toBeVisible();
    await controlledByServiceWorker(page);
    await cachedOnDevice(page, 'Lipowa 12');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Nowy projekt' })).toBeVisible();
    await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Sklep' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sklep' })).toBeVisible();
    await context.setOffline(false);
  });
});
