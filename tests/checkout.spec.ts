import { signInOwner } from './fixtures/offline.ts';
import { expectNoSeriousViolations, ledgerOfOrder, openProduct, ordersSince } from './fixtures/shop.ts';
import { expect, test } from './fixtures/test.ts';

test('a voucher from the list through the cart and checkout to an order, its points reserved on the server', async ({
  page,
}) => {
  await signInOwner(page);
  const since = new Date(Date.now() - 5_000);
  await openProduct(page, 'Bon Allegro 100 zł', 'voucher');
  await expect(page.getByText('SKU: VCH-ALLEGRO-100')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Vouchers' })).toBeVisible();
  await expect(page.getByText('Subtotal: 200 points')).toBeVisible();
  await page.getByRole('link', { name: 'Check out Vouchers' }).click();

  // Step 1 comes filled from the profile.
  await expect(page.getByLabel('First name')).toHaveValue('Piotr');
  await expect(page.getByLabel('Surname')).toHaveValue('Kowalski');
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('200 points');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByTestId('points-after-order')).toBeVisible();
  await expectNoSeriousViolations(page);
  // Behind the dialog the summary does not take the order off the points a second time (issue 27, defect 9).
  const now = (await thanks.getByTestId('points-after-order').textContent()) ?? '';
  await expect(page.getByText(/after this order/)).toHaveCount(0);
  await expect(page.getByText(now, { exact: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Place order', includeHidden: true })).toBeDisabled();

  const placed = (await ordersSince(page, since)).filter((o) => o.names.includes('Bon Allegro 100 zł'));
  expect(placed).toHaveLength(1);
  const number = placed[0]!.number;
  expect(await ledgerOfOrder(page, number)).toEqual([{ event: 'Order Reservation', points: -200 }]);

  await thanks.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL('/orders');
  // The placed items left the cart.
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.goto('/orders');
  await page
    .getByRole('link', { name: new RegExp(number) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('Your order is being processed.')).toBeVisible();
});

test('a double-tapped place order whose first reply was lost makes one order', async ({ page }) => {
  await signInOwner(page);
  const since = new Date(Date.now() - 5_000);
  await openProduct(page, 'Bon Decathlon 200 zł', 'voucher');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout?type=voucher');
  await page.getByRole('button', { name: 'Continue to the summary' }).click();

  // The server places the order, but its reply never reaches the phone.
  let lost = false;
  await page.route('**/api/v2/orders', async (route) => {
    if (lost || route.request().method() !== 'POST') return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page.getByText('we cannot tell whether the order went through')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your order' })).toBeVisible();

  const placed = (await ordersSince(page, since)).filter((o) => o.names.includes('Bon Decathlon 200 zł'));
  expect(placed).toHaveLength(1);
});

test('an order below the regional minimum says so in the cart and the summary, before Place order', async ({
  page,
}) => {
  await signInOwner(page);
  await openProduct(page, 'Bon Castorama 50 zł', 'voucher');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // The cart says the minimum and how much is missing; its checkout waits (issue 27, defect 9).
  await page.goto('/cart');
  const vouchers = page.getByRole('region', { name: 'Vouchers' });
  await expect(vouchers.getByText(/^Orders start at 128 points: add \d+ more points? to check out\.$/)).toBeVisible();
  await expect(vouchers.getByRole('button', { name: 'Check out Vouchers' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  // Reached anyway (a saved link), the summary says it before the order is tried.
  await page.goto('/checkout?type=voucher');
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  await expect(page.getByText(/^Orders start at 128 points: add \d+ more points? to place this one\.$/)).toBeVisible();
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await expect(placeOrder).toBeDisabled();
  await expect(placeOrder).toHaveAccessibleDescription(/Orders start at 128 points/);
  await expectNoSeriousViolations(page);
  await page.goto('/cart');
  await expect(page.getByText('Bon Castorama 50 zł')).toBeVisible();
});

test('an order above the balance is refused with the balance, and the cart is kept', async ({ page }) => {
  await signInOwner(page, 'owner.ro@example.com');
  await openProduct(page, 'Voucher eMAG 100 lei');
  // Enough vouchers to pass any balance the Romanian company can have in these journeys.
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout?type=voucher');
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toContainText('Not enough points: your company has');
  await expect(page.getByRole('alert')).toContainText('this order needs 900');
  await page.goto('/cart');
  await expect(page.getByText('Voucher eMAG 100 lei')).toBeVisible();
});

test('the checkout form shows its errors: required fields and a prefix that does not match the country', async ({
  page,
}) => {
  await signInOwner(page);
  await openProduct(page, 'Zestaw wkrętaków', 'tools');
  await page.getByRole('button', { name: 'Order now' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Prefix').selectOption('+420');
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  await expect(page.getByText('Enter the name.')).toBeVisible();
  await expect(page.getByText('The phone prefix does not match the country.')).toBeVisible();
  await expect(page.getByText('Enter the house number.')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expectNoSeriousViolations(page);
  // Fixed, it goes on to the summary with the change button.
  await page.getByLabel('First name').fill('Piotr');
  await page.getByLabel('Prefix').selectOption('+48');
  await page.getByLabel('House number').fill('12');
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('150 points');
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(page.getByLabel('House number')).toHaveValue('12');
});

test('without a checkout type the checkout sends the person to the shop', async ({ page }) => {
  await signInOwner(page);
  await page.goto('/checkout');
  await expect(page).toHaveURL('/shop');
});

test('a half-filled checkout survives a reload, and offline the order waits for the signal, saying so', async ({
  page,
  context,
}) => {
  await signInOwner(page);
  await openProduct(page, 'Zestaw wkrętaków', 'tools');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout?type=product');
  await page.getByLabel('House number').fill('7A');
  await page.getByLabel('Delivery').getByLabel('To the company').check();
  // Drafts are saved a second after the last change.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByLabel('House number')).toHaveValue('7A');
  await expect(page.getByLabel('Company name')).toHaveValue('Kowalski Dachy Sp. z o.o.');
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  await context.setOffline(true);
  await expect(page.getByText('Placing an order needs a connection.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
});
