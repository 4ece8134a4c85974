import type { Page } from '@playwright/test';
import { readLoginCode } from './fixtures/outbox.ts';
import { answerMainSurvey, chooseCountry, fillUser, next, uniqueDigits } from './fixtures/registration.ts';
import { expectNoSeriousViolations } from './fixtures/shop.ts';
import { expect, test } from './fixtures/test.ts';

/** The wizard's counter: its total never changes while the country and company type add screens (issue 27). */
async function expectStep(page: Page, step: number, stage: string) {
  await expect(page.getByText(/^Step \d+ of \d+/)).toHaveText(`Step ${step} of 4 · ${stage}`);
}

test('a PL company registers by e-mail, gets its welcome points and signs in', async ({ page }) => {
  const email = `jan.${uniqueDigits('', 8)}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register your company' }).click();
  await expect(page).toHaveURL(/\/register$/);
  // A small phone: the review's buttons must keep their words.
  await page.setViewportSize({ width: 320, height: 720 });
  await expectStep(page, 1, 'About you');
  await chooseCountry(page, 'Poland');
  await expectStep(page, 1, 'About you');
  await fillUser(page, { name: ' Jan ', surname: 'Zieliński', email, phone: uniqueDigits('51', 9) });
  await next(page);
  await expectStep(page, 2, 'Your company');
  await page.getByLabel('Company name').fill('Dachy Zielińskiego');
  await page.getByLabel('VAT number (NIP)').fill(uniqueDigits('7', 10));
  await page.getByLabel('Company ID (REGON)').fill(uniqueDigits('3', 9));
  await next(page);
  await page.getByLabel('Street').fill('Marszał');
  await page.getByRole('option', { name: 'ulica Marszałkowska, Warszawa' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Warszawa');
  await expect(page.getByLabel('Postal code')).toHaveValue('00-624');
  await page.getByLabel('House number').fill('10');
  await next(page);
  await page.getByLabel('General building contractor').check();
  await next(page);
  await page.getByLabel('I accept the disclaimer').check();
  await next(page);
  await page.getByLabel('I accept the declaration').check();
  await expectStep(page, 2, 'Your company');
  await next(page);
  await expect(page.getByText('You receive 20 welcome points.')).toBeVisible();
  await expectStep(page, 3, 'Survey');
  await answerMainSurvey(page);
  await expectStep(page, 4, 'Check and register');
  await page.getByLabel('Send me offers and news by e-mail').check();
  await next(page);
  await expect(page.getByText('Jan Zieliński')).toBeVisible();
  await expectStep(page, 4, 'Check and register');
  // Each section's "Edit" is whole (it was cut to "Edi") and at least 44 px tall.
  const edits = page.getByRole('button', { name: /^Edit / });
  await expect(edits).toHaveCount(4);
  for (const edit of await edits.all()) {
    await expect(edit).toHaveText('Edit');
    const fits = await edit.evaluate((button) => {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      const box = button.getBoundingClientRect();
      return label.scrollWidth <= label.clientWidth && box.height >= 44 && box.right <= window.innerWidth;
    });
    expect(fits).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Accept the terms and conditions.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Your company received 20 welcome points.')).toBeVisible();
  await expect(page.getByText('Thank you for the survey: 180 more points.')).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await page.getByLabel('E-mail').fill(email);
  const since = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(await readLoginCode(page.request, email, since));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Jan!' })).toBeVisible();
});
