import type { Browser, Page } from '@playwright/test';
import { e2ePort } from './fixtures/chromium.ts';
import { ANONYMOUS_ROUTES, signedInRoutes, staffRoutes } from './fixtures/routes.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { newStaffMember, signIn as staffSignIn, virtualAuthenticator } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// Issue 27: targets at least 44x44 px everywhere, including inline links that act as buttons (decision 0287).
// Every route of both specifications, signed out and signed in, at 390x844 (the staff console also at 1366x900):
// each interactive element that shows must offer a hit area of at least 44x44 CSS px. The hit area is the element's
// box; for a check box, radio or switch, together with its labels (a press on the label toggles it), and only its
// labels when Mantine hides the input itself; for a link stretched over its card (`::after`, inset 0), the card.
//
// The one exception, WCAG 2.5.8's "inline": a link in a sentence of running text. The journey recognises it as an
// <a href> (a real address, no role) that lays out inline (display: inline, so not a flex or grid item, nor
// inline-block or inline-flex) outside navigation, menus, tab lists and toolbars, with a word before it and more of
// the sentence (a word or its punctuation) after it in the same block. A button is never exempt, nor a link that
// starts its block ("Forgot?", a crumb) or ends it as an appended action ("Didn't get it? Send again", "a@b.c Change").

const origin = `http://localhost:${e2ePort}`;
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };

/** What is too small on the page as it shows now: one readable line per kind of element, with its size. */
async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const SLACK = 0.5;
    const TARGETS = [
      'a[href]',
      'button',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
    ].join(', ');
    type Box = { left: number; top: number; right: number; bottom: number };

    const shows = (el: Element) => {
      if (el.closest('[inert], [aria-hidden="true"]')) return false;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      const box = el.getBoundingClientRect();
      // Screen-reader-only (clipped to a pixel) or parked off the page until focused (the skip link).
      if (box.width <= 2 || box.height <= 2) return false;
      return box.bottom + scrollY > 0 && box.right + scrollX > 0;
    };
    const union = (boxes: Box[]): Box => ({
      left: Math.min(...boxes.map((b) => b.left)),
      top: Math.min(...boxes.map((b) => b.top)),
      right: Math.max(...boxes.map((b) => b.right)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    });
    const near = (a: Box, b: Box) =>
      a.left <= b.right + 16 && b.left <= a.right + 16 && a.top <= b.bottom + 16 && b.top <= a.bottom + 16;

    /** A link stretched over its card by a pseudo-element (`.list-card-link::after { inset: 0 }`): the card. */
    const stretchedOver = (el: Element): Box | null => {
      for (const pseudo of ['::after', '::before']) {
        const style = getComputedStyle(el, pseudo);
        if (style.content === 'none' || style.content === 'normal' || style.position !== 'absolute') continue;
        for (let a = el.parentElement; a; a = a.parentElement)
          if (getComputedStyle(a).position !== 'static') return a.getBoundingClientRect();
      }
      return null;
    };

    /** The element's hit area, or null when nothing of it shows. */
    const hitArea = (el: Element): Box | null => {
      const toggles =
        (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) ||
        ['checkbox', 'radio', 'switch'].includes(el.getAttribute('role') ?? '');
      const labels = [
        ...Array.from((el as HTMLInputElement).labels ?? []),
        ...(el.closest('label') ? [el.closest('label') as Element] : []),
      ].filter(shows);
      const own = shows(el) ? el.getBoundingClientRect() : null;
      if (!own)
        return toggles || el instanceof HTMLInputElement
          ? labels.length
            ? union(labels.map((l) => l.getBoundingClientRect()))
            : null
          : null;
      const stretched = stretchedOver(el);
      if (stretched) return union([own, stretched]);
      if (!toggles) return own;
      return union([own, ...labels.map((l) => l.getBoundingClientRect()).filter((b) => near(b, own))]);
    };

    /** A link in a sentence of running text (WCAG 2.5.8's inline exception), as the comment above defines it. */
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || el.hasAttribute('role')) return false;
      const href = el.getAttribute('href') ?? '';
      if (href === '' || href.startsWith('#') || href.startsWith('javascript:')) return false;
      if (getComputedStyle(el).display !== 'inline') return false;
      if (el.closest('nav, [role="navigation"], [role="menu"], [role="menubar"], [role="tablist"], [role="toolbar"]'))
        return false;
      let block = el.parentElement;
      while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement;
      if (!block) return false;
      const before = document.createRange();
      before.setStart(block, 0);
      before.setEndBefore(el);
      const after = document.createRange();
      after.setStartAfter(el);
      after.setEnd(block, block.childNodes.length);
      return /\p{L}{2,}/u.test(before.toString()) && /\S/.test(after.toString());
    };

    const named = (el: Element) => {
      const tag = el.tagName.toLowerCase();
      const role = el.getAttribute('role');
      const cls =
        typeof el.className === 'string'
          ? (el.className.split(/\s+/).find((c) => c.startsWith('mantine-') && c.endsWith('-root')) ??
            el.className.split(/\s+/).find((c) => c && !c.startsWith('m_') && !c.startsWith('mantine-')) ??
            '')
          : '';
      const labelled = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
      const text = (labelled || el.textContent || (el as HTMLInputElement).placeholder || el.getAttribute('name') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 48);
      const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
      return `${tag}${type}${role ? `[role=${role}]` : ''}${cls ? `.${cls}` : ''} "${text}"`;
    };

    const seen = new Map<string, number>();
    const checked = new Set<Element>();
    for (const el of Array.from(document.querySelectorAll(TARGETS))) {
      // A label's input is measured once, with its label; a target inside another (a link in a button) is the outer.
      if (checked.has(el)) continue;
      checked.add(el);
      const box = hitArea(el);
      if (!box) continue;
      const width = box.right - box.left;
      const height = box.bottom - box.top;
      if (width + SLACK >= MIN && height + SLACK >= MIN) continue;
      if (inSentence(el)) continue;
      const line = `${named(el)} is ${Math.round(width)}×${Math.round(height)} px`;
      seen.set(line, (seen.get(line) ?? 0) + 1);
    }
    return [...seen].map(([line, n]) => (n > 1 ? `${line} (${n} of them)` : line));
  });
}

type Found = string[];

/** Opens each route and notes what is too small, per route, in `found`. */
async function visit(page: Page, routes: string[], where: string, found: Found) {
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0, { timeout: 20_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await note(page, `${route} (${where})`, found);
  }
}

async function note(page: Page, what: string, found: Found) {
  await page.waitForTimeout(250); // a dialog's or a sheet's transition
  const small = await undersizedTargets(page);
  if (small.length > 0) found.push(`${what}:\n    ${small.join('\n    ')}`);
}

function report(found: Found) {
  expect(found, `Targets under 44x44 px (decision 0287):\n  ${found.join('\n  ')}\n`).toEqual([]);
}

async function phone(browser: Browser, storageState?: string) {
  return browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-GB',
    storageState: storageState ?? {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'language', value: 'en' }] }],
    },
  });
}

test('signed out: every route and the sign-in steps offer targets of 44x44 px at 390x844', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await phone(browser);
  const page = await context.newPage();
  const found: Found = [];
  await visit(page, ANONYMOUS_ROUTES, 'signed out, 390x844', found);

  // The sign-in wizard's steps: the e-mail, the phone, and the code with its "Change" and "Send again".
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await note(page, '/login, the e-mail step', found);
  await page.getByLabel('E-mail').fill('owner.pl@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Code')).toBeVisible();
  await note(page, '/login, the code step', found);
  await page.goto('/login');
  const phoneWay = page.getByRole('button', { name: /Continue with (phone|a phone number)/ });
  if (await phoneWay.isVisible()) {
    await phoneWay.click();
    await note(page, '/login, the phone step', found);
  }
  await context.close();
  report(found);
});

for (const account of ['owner.pl@example.com', 'decor.cz@example.com']) {
  test(`signed in as ${account}: every route offers targets of 44x44 px at 390x844`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await phone(browser);
    const page = await context.newPage();
    await signInByEmail(page, account);
    const routes = await signedInRoutes(page);
    const found: Found = [];
    await visit(page, routes, `${account}, 390x844`, found);

    // The phone's sheets: More (the bottom bar) and the sync status (the header).
    await page.goto('/');
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await note(page, `/ with the More sheet open (${account})`, found);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: /^Sync: / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await note(page, `/ with the sync sheet open (${account})`, found);
    await context.close();
    test.info().annotations.push({ type: 'routes', description: routes.join(' ') });
    report(found);
  });
}

test('the staff console offers targets of 44x44 px at 1366x900 and 390x844', async ({ page }) => {
  test.setTimeout(300_000);
  const found: Found = [];
  await page.setViewportSize(WIDE);
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the staff console' })).toBeVisible();
  await note(page, '/staff/login (1366x900)', found);
  await page.setViewportSize(PHONE);
  await note(page, '/staff/login (390x844)', found);
  await page.setViewportSize(WIDE);

  // An admin of this journey's own, confirmed with a passkey, opens every area.
  await virtualAuthenticator(page);
  await staffSignIn(page, await newStaffMember(page, 'admin', 'Tara Targets'));
  await page.getByRole('button', { name: 'Add a passkey and confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const routes = await staffRoutes(page);
  test.info().annotations.push({ type: 'routes', description: routes.join(' ') });
  await visit(page, routes, 'staff admin, 1366x900', found);
  await page.setViewportSize(PHONE);
  await visit(page, routes, 'staff admin, 390x844', found);
  report(found);
});
