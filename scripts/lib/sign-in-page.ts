import type { Page } from '@playwright/test';

/** Signs a benchmark's page in through the login wizard with the e-mail code from the dev outbox, like a person. */
export async function signInPage(page: Page, baseUrl: string, email: string, apiUrl = baseUrl): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await page.getByLabel('E-mail').fill(email);
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send code' }).click();
  let code: string | null = null;
  for (let tries = 0; !code && tries < 50; tries++) {
    await page.waitForTimeout(200);
    const outbox = (await (await fetch(`${apiUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      code: string | null;
      created_at: string;
    }[];
    code = outbox.find((m) => m.code && new Date(m.created_at).getTime() >= since)?.code ?? null;
  }
  if (!code) throw new Error('No login code arrived.');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
