import { signInOwner } from './fixtures/offline.ts';
import { openProduct } from './fixtures/shop.ts';
import { expect, test } from './fixtures/test.ts';

test('the cart belongs to the person: logging out clears it from the phone', async ({ page }) => {
  await signInOwner(page);
  await openProduct(page, 'Kubek termiczny');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  await expect(page.getByText('Kubek termiczny')).toBeVisible();

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const cartsOnDevice = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open('keyval-store');
          open.onsuccess = () => {
            const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
            keys.onsuccess = () => resolve(keys.result.map(String).filter((k) => k.startsWith('cart:')));
          };
        }),
    );
  await expect.poll(cartsOnDevice).toEqual([]);

  await signInOwner(page);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
