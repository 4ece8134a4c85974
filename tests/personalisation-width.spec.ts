import type { Page } from '@playwright/test';
import { signInOwner } from './fixtures/offline.ts';
import { openProduct } from './fixtures/shop.ts';
import { expect, test } from './fixtures/test.ts';

/** Every personalised product of the demo shop (server/db/seed/seed-shop-catalog.ts), one per print type. */
const PRINTS = [
  'Ulotki firmowe A5',
  'Wizytówki poziome',
  'Wizytówki pionowe',
  'Baner reklamowy 2×1 m',
  'Naklejki na auto',
  'Billboard 3×2 m',
];

/**
 * How far the page reaches to the right: the document's scroll width and the right edge of the widest element
 * that is not clipped by a narrower ancestor. On an emulated phone the layout viewport grows with wide content,
 * so `innerWidth` grows with it: both are compared with the device's own width instead.
 */
function reach(page: Page, width: number): Promise<{ scrollWidth: number; right: number; widest: string }> {
  return page.evaluate((edge) => {
    // An element past the edge counts unless an ancestor within the edge clips it (a carousel's hidden slide).
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= edge + 0.5)
          return true;
      }
      return false;
    };
    let right = 0;
    let widest = '';
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || box.right <= Math.max(right, edge + 0.5) || clipped(element)) continue;
      right = box.right;
      widest = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
    }
    return { scrollWidth: document.documentElement.scrollWidth, right: Math.round(right), widest };
  }, width);
}

/** The printed faces whose content does not fit them (the flyer's two sides, or the one face of the others). */
function facesOverflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('figure .pz-face'))
      .filter((face) => face.scrollHeight > face.clientHeight + 1 || face.scrollWidth > face.clientWidth + 1)
      .map(
        (face) =>
          `${face.className}: ${face.scrollWidth}x${face.scrollHeight} in ${face.clientWidth}x${face.clientHeight}`,
      ),
  );
}

for (const [name, device] of [
  ['a 320 px phone', { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true }],
  ['a 390 px phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['a 1366 px screen', { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use(device);

    test('every personalised print and its form fit the screen: nothing wider than the device', async ({ page }) => {
      test.setTimeout(180_000);
      await signInOwner(page);
      const width = device.viewport.width;
      for (const product of PRINTS) {
        await openProduct(page, product, 'marketing');
        await expect(page.getByRole('figure')).toBeVisible({ timeout: 30_000 });
        // Long words too: a company name without spaces and a long e-mail address.
        await page.getByLabel('Company name').fill('Przedsiębiorstwo Dekarsko-Ciesielskie Nowakowski i Synowie');
        await page
          .getByLabel('E-mail', { exact: true })
          .fill('biuro.dekarskie.nowakowski@przedsiebiorstwo-dachy.example.pl');
        await expect(page.getByRole('figure')).toContainText('Nowakowski');
        const shots = process.env.PRINT_SHOTS;
        if (shots) await page.screenshot({ path: `${shots}-${product.split(' ')[0]}-${width}.png`, fullPage: true });
        // The print's text stays on the piece: a long name makes its type smaller, it is not cut off.
        await expect
          .poll(() => facesOverflowing(page), { message: `${product}: text cut off the print at ${width} px` })
          .toEqual([]);
        // Every step of the form (texts, pictures, services, review) fits the device.
        const steps = page.getByRole('navigation', { name: 'Steps of the design' }).getByRole('button');
        for (let i = 0; i < (await steps.count()); i++) {
          await steps.nth(i).click();
          await expect(steps.nth(i)).toHaveAttribute('aria-current', 'step');
          const seen = await reach(page, width);
          expect(seen.scrollWidth, `${product}, step ${i + 1}: the page's width at ${width} px`).toBeLessThanOrEqual(
            width,
          );
          expect(seen.right, `${product}, step ${i + 1}: ${seen.widest} reaches past ${width} px`).toBeLessThanOrEqual(
            width,
          );
        }
      }
    });
  });
}
