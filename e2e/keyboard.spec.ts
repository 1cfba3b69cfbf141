import type { Page } from '@playwright/test';
import { expect, test } from './support/shop-test';

/** What has the keyboard focus, as a shopper would see it. */
interface Focus {
  readonly name: string;
  /** An outline or a box shadow draws a ring around it. */
  readonly ringVisible: boolean;
  /** Where a fixed or sticky bar (header, footer, the detail page's bar) covers part of it, if anywhere. */
  readonly coveredBy: string | null;
}

/** Read in the page, two animation frames after the key press (the page may scroll the focused control clear of
 * the bars in the first). */
async function currentFocus(page: Page): Promise<Focus | null> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const labelledBy = element.getAttribute('aria-labelledby');
    const name = (element.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\(\d+, \d+, \d+, 0\)/.test(style.outlineColor);
    const shadow = style.boxShadow !== 'none' && !/^rgba\(\d+, \d+, \d+, 0\)[^,]*$/.test(style.boxShadow);
    // Sample the middle and four points just inside the corners: the top element there is the control itself,
    // unless a fixed or sticky bar lies over it.
    const rect = element.getBoundingClientRect();
    const inset = Math.min(3, rect.width / 2, rect.height / 2);
    const xs = [rect.left + inset, (rect.left + rect.right) / 2, rect.right - inset];
    const ys = [rect.top + inset, (rect.top + rect.bottom) / 2, rect.bottom - inset];
    const points = [[xs[1], ys[1]], [xs[0], ys[0]], [xs[2], ys[0]], [xs[0], ys[2]], [xs[2], ys[2]]] as [number, number][];
    let coveredBy: string | null = null;
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || element.contains(top) || top.contains(element)) continue;
      for (let node: Element | null = top; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') {
          coveredBy = `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : ''} at ${Math.round(x)},${Math.round(y)}`;
          break;
        }
      }
      if (coveredBy) break;
    }
    return { name, ringVisible: outline || shadow, coveredBy };
  });
}

/** Presses Tab (or Shift+Tab) until the focused control's name matches, checking at every stop that the focus
 * ring shows and that no bar covers the control. */
async function tabTo(page: Page, name: RegExp, { backwards = false, limit = 80 } = {}): Promise<void> {
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await currentFocus(page);
    if (!focus) continue;
    expect(focus.ringVisible, `a focus ring on "${focus.name}"`).toBe(true);
    expect(focus.coveredBy, `"${focus.name}" clear of the fixed bars`).toBeNull();
    if (name.test(focus.name)) return;
  }
  throw new Error(`No control named ${name} within ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}.`);
}

for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 720 }],
  ['a phone', { width: 375, height: 667 }],
] as const) {
  test(`on ${device}, the keyboard alone takes a shopper from the landing page to a diamond in the bag`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await tabTo(page, /^Build your ring$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop-by$/);

    // The tiles are links: Enter follows them, as it does any link.
    await tabTo(page, /^Shop by price/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop-by-price\/step1$/);

    // One range too far, then back.
    await tabTo(page, /\$10,000 to \$25,000/);
    await tabTo(page, /\$5,000 to \$10,000/, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop-by-price\/step2\?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price$/);
    await expect(page.getByTestId('recommended-diamond')).toHaveCount(4);

    await tabTo(page, /^finest:/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product-details\/[\w-]+\?pick=finest$/);
    const tour = page.getByRole('dialog');
    await expect(tour).toBeVisible();
    await tabTo(page, /^Skip the tour$/);
    await page.keyboard.press('Enter');
    await expect(tour).toBeHidden();

    // The education tabs move with the arrow keys.
    await tabTo(page, /^Cut$/);
    if (viewport.width >= 1200) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Color' })).toBeFocused();
      await expect(page.getByRole('tab', { name: 'Color' })).toHaveAttribute('aria-selected', 'true');
    }

    // Every control down to the footer bar's button, the certificate logos at the foot of the page among them.
    await tabTo(page, /^Select diamond$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('bag-item')).toHaveCount(1);
  });
}

test('on a desktop, a Top 4 card keeps the keyboard focus when the list becomes the slider, and Enter opens it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // The slider's chunk arrives late, as on a slow line: the shopper reaches a card while the cards are still a list.
  let releaseSlider: () => void = () => undefined;
  const sliderHeld = new Promise<void>((resolve) => (releaseSlider = resolve));
  await page.route(/\/assets\/recommendations-slider-[^/]+\.js$/, async (route) => {
    await sliderHeld;
    await route.continue();
  });
  await page.goto('/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('list', { name: 'Recommended diamonds' })).toBeVisible();

  await tabTo(page, /^biggest:/);
  const focused = page.locator(':focus');
  const stone = await focused.getAttribute('href');
  expect(stone).toMatch(/^\/product-details\/[\w-]+\?pick=biggest$/);

  releaseSlider();
  await expect(page.getByRole('group', { name: 'Carousel slide' }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recommended diamonds' })).toHaveCount(0);
  // The same card, now in the slider, has the focus: Enter opens the stone the shopper had reached.
  await expect(focused).toHaveAttribute('href', stone!);
  expect((await currentFocus(page))?.name).toMatch(/^biggest:/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${stone!.replace(/[?]/g, '\\?')}$`));
});
