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

test('tiles show real pictures in AVIF or WebP, sized before they load, the first at once and the rest lazily', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const types = new Map<string, string>();
  page.on('response', (res) => {
    if (res.url().includes('/api/v1/media/')) types.set(res.url(), res.headers()['content-type'] ?? '');
  });
  await signInOwner(page);
  await page.goto('/shop');
  const list = page.getByRole('list', { name: 'Products' });
  const pictures = list.locator('img');
  // Every tile shows its picture: the 13 seeded products, and any a staff journey added meanwhile.
  await expect(pictures.first()).toBeVisible();
  const tileCount = await list.locator(':scope > li').count();
  expect(tileCount).toBeGreaterThanOrEqual(13);
  await expect(pictures).toHaveCount(tileCount);
  const first = pictures.first();
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src).toMatch(/\/api\/v1\/media\/[a-f0-9]{32}-\d+\.(avif|webp)$/);
  expect(types.get(src)).toMatch(/^image\/(avif|webp)$/);

  // Every picture has its size before it arrives (nothing moves), and those below the first screen wait.
  const tiles = await pictures.evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.map((img) => ({
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.loading,
      decoding: img.decoding,
      top: img.getBoundingClientRect().top,
      src: img.currentSrc,
    })),
  );
  for (const tile of tiles) {
    expect(tile).toMatchObject({ width: '1280', height: '1280', decoding: 'async' });
    if (tile.top > 844) expect(tile.loading).toBe('lazy');
  }
  // Chromium fetches a lazy picture 1,250 px before it scrolls into view: the last tile is further down than that.
  const last = tiles.at(-1)!;
  expect(last.top).toBeGreaterThan(844 + 1250);
  expect(last.src).toBe('');
  await pictures.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => pictures.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(types.get(await pictures.last().evaluate((img: HTMLImageElement) => img.currentSrc))).toMatch(
    /^image\/(avif|webp)$/,
  );
});

test("a product's gallery and a cart line show the product's picture; the buttons stay under the thumb", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOwner(page);
  await openProduct(page, 'Wkrętarka akumulatorowa 18V');
  const picture = page.getByRole('img', { name: 'Wkrętarka akumulatorowa 18V' });
  await expect(picture).toHaveAttribute('loading', 'eager');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Add to cart sits above the bottom navigation on a phone, its target at least 44 px tall.
  const add = page.getByRole('button', { name: 'Add to cart' });
  const box = (await add.boundingBox())!;
  const nav = (await page.getByRole('navigation', { name: 'Main' }).last().boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(nav.y + 1);
  expect(box.y).toBeGreaterThan(0);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await add.click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await page.goto('/cart');
  const line = page.getByRole('region', { name: 'Products' }).locator('img').first();
  await expect
    .poll(() => line.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const checkout = page.getByRole('link', { name: 'Check out Products' });
  const bar = (await checkout.boundingBox())!;
  expect(bar.height).toBeGreaterThanOrEqual(44);
  expect(bar.y + bar.height).toBeLessThanOrEqual(nav.y + 1);
  await expectNoSeriousViolations(page);
});
