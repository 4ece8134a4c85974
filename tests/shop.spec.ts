import { apiAsPage } from './fixtures/api-as-page.ts';
import { controlledByServiceWorker, signInOwner } from './fixtures/offline.ts';
import { operator } from './fixtures/operator.ts';
import { expectNoSeriousViolations, openProduct } from './fixtures/shop.ts';
import { expect, test } from './fixtures/test.ts';

// The jacket's L size (stock 8) is changed on the server by one of these journeys: they run one after the other.
test.describe.configure({ mode: 'serial' });

test('the shop lists products with their total, filters by category and by vouchers', async ({ page }) => {
  await signInOwner(page);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Kurtka softshell Installer Club/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('navigation', { name: 'Shop categories' }).getByRole('link', { name: 'Narzędzia' }).click();
  await expect(page).toHaveURL(/category=tools/);
  await expect(page.getByRole('link', { name: /Zestaw wkrętaków/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Bon Allegro/ })).toHaveCount(0);

  await page.goto('/shop?category=voucher');
  await expect(page.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
  await expect(page.getByText('3 products')).toBeVisible();
  await expect(page.getByRole('link', { name: /Kurtka/ })).toHaveCount(0);
});

test('a product with variants: the quantity is limited by the stock less what the cart holds', async ({ page }) => {
  await signInOwner(page);
  await openProduct(page, 'Kurtka softshell Installer Club', 'clothing');
  await expectNoSeriousViolations(page);
  await expect(page.getByRole('radio', { name: /XL/ })).toBeDisabled();
  await page.getByRole('radio', { name: /^L/ }).check();
  await expect(page.getByText('8 in stock').first()).toBeVisible();
  const more = page.getByRole('button', { name: 'One more' });
  for (let i = 0; i < 7; i++) await more.click();
  await expect(page.getByTestId('quantity')).toHaveText('8');
  await expect(more).toBeDisabled();
  // Five in the cart leave three to add.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'One fewer' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('5 already in your cart')).toBeVisible();
  await expect(page.getByTestId('quantity')).toHaveText('1');
  await more.click();
  await more.click();
  await expect(page.getByTestId('quantity')).toHaveText('3');
  await expect(more).toBeDisabled();
});

test('a cart is clipped to a stock lowered on the server, and the person is told', async ({ page }) => {
  await signInOwner(page);
  await openProduct(page, 'Kurtka softshell Installer Club', 'clothing');
  await page.getByRole('radio', { name: /^L/ }).check();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  try {
    await operator('shop', 'stock', 'JACKET-SOFTSHELL-L', '2');
    await page.goto('/cart');
    await expect(page.getByText('Your cart was updated')).toBeVisible();
    await expect(page.getByText('Only 2 of Kurtka softshell Installer Club – L left in stock')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Quantity of Kurtka softshell Installer Club – L' })).toContainText(
      '2',
    );
    await expectNoSeriousViolations(page);
  } finally {
    await operator('shop', 'stock', 'JACKET-SOFTSHELL-L', '8');
  }
});

test('the cart survives an offline reload', async ({ page, context }) => {
  await signInOwner(page);
  await openProduct(page, 'Kubek termiczny');
  await page.getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  await expect(page.getByText('Kubek termiczny')).toBeVisible();
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Kubek termiczny')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quantity of Kubek termiczny' })).toContainText('2');
  await expect(page.getByText('Prices and stock will be checked when the signal is back.')).toBeVisible();
  await context.setOffline(false);
});

test('an inactive product shows a notice instead of buying controls', async ({ page }) => {
  await signInOwner(page);
  await page.goto('/shop');
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('token') ?? '{}') as { token: string }).token,
  );
  const list = await page.request.get('/api/v2/shop/products?active=0&limit=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const lamp = ((await list.json()) as { data: { uuid: string; name: string }[] }).data.find((p) =>
    p.name.startsWith('Latarka'),
  );
  expect(lamp).toBeDefined();
  await page.goto(`/shop/${lamp!.uuid}`);
  await expect(page.getByText('This product is no longer available in the shop.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
});

test('each tile says whether the company can afford it, or how many points it still needs', async ({ page }) => {
  await signInOwner(page);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  const self = (await apiAsPage(page, 'GET', '/v1/company/user/self')).body as { company: { uuid: string } };
  const summary = (await apiAsPage(page, 'GET', `/v1/company/points/${self.company.uuid}`)).body as {
    company_points: number;
  };
  const products = (await apiAsPage(page, 'GET', '/v2/shop/products')).body as {
    data: { name: string; prices: { min: number } }[];
  };
  const priced = products.data.filter((p) => p.prices.min > 0);
  const dear = priced.find((p) => p.prices.min > summary.company_points);
  const cheap = priced.find((p) => p.prices.min <= summary.company_points);
  expect(cheap).toBeDefined();
  await expect(page.getByRole('link', { name: cheap!.name }).first()).toContainText('You can afford it');
  if (dear) {
    const more = (dear.prices.min - summary.company_points).toLocaleString('en-GB');
    await expect(page.getByRole('link', { name: dear.name }).first()).toContainText(`${more} points more`);
  }
  await expectNoSeriousViolations(page);
});
