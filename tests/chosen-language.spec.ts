import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiAsPage } from './fixtures/api-as-page.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

// Decision 0287: product types, variants and the project survey come in the language the app shows (the one chosen
// on this device), not in the profile's and not in the device's own (en-GB here, the journeys' browser locale).
// Before, they followed the profile only: a Romanian installer who chose Polish on the sign-in page (a choice the
// signed-out page keeps on the device and does not save to the profile) read a Polish app with Romanian product
// types and a Romanian survey.

/** A roof window no other journey scans (RW-DEMO-0028, 0037, … 0100 are roof windows; others use 0001 and 0002). */
async function scanARoofWindow(page: Page, project: string): Promise<void> {
  const roofWindows = Array.from({ length: 9 }, (_, i) => `RW-DEMO-${String(28 + i * 9).padStart(4, '0')}`);
  for (const code of roofWindows.sort(() => Math.random() - 0.5)) {
    const { status } = await apiAsPage(page, 'POST', '/v2/scans', { project_uuid: project, code, uuid: randomUUID() });
    if (status === 201) return;
  }
  throw new Error('No free demo roof window left to scan (the server was reused too often: restart it).');
}

test('a Romanian profile with Polish chosen on an en-GB device reads the product types and the survey in Polish', async ({
  page,
}) => {
  await signInByEmail(page, 'owner.ro@example.com');
  const created = await apiAsPage(page, 'POST', '/v1/project', {
    streetName: `Strada Limbii ${Date.now() % 100_000}`,
    postalCode: '010001',
  });
  expect(created.status).toBe(201);
  const project = (created.body as { uuid: string }).uuid;
  await scanARoofWindow(page, project);

  // Polish chosen on this device (as on the sign-in page, before signing in): the profile stays Romanian.
  await page.evaluate(() => localStorage.setItem('language', 'pl'));
  await page.goto(`/projects/${project}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByText('Okno dachowe').first()).toBeVisible();
  await expect(page.getByText('Fereastră de mansardă')).toHaveCount(0);
  await expect(page.getByText('Roof window', { exact: true })).toHaveCount(0);

  await page.goto(`/projects/${project}/survey`);
  await expect(page.getByText('Jakie to było zlecenie?')).toBeVisible();
  await expect(page.getByText('Nowa budowa')).toBeVisible();
  await expect(page.getByText('Ce fel de lucrare a fost?')).toHaveCount(0);
});
