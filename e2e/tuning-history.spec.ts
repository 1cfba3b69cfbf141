import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

/*
 * The tuning history follows the tab's history (ADR 0031): a reload keeps it, and the browser's Back and Forward walk
 * it as the page's arrows do. More Options opens around the shopper's search and the stone, so that searching it
 * unchanged keeps the stone (ADR 0030), and its sliders say their values and answer the slider keys.
 */

const shownId = (page: Page) => page.getByTestId('diamond-title').getAttribute('data-diamond-id');
const price = async (page: Page) => Number(((await page.getByTestId('diamond-price').textContent()) ?? '').replace(/[$,]/g, ''));
const previous = (page: Page) => page.getByRole('button', { name: 'Previous diamond' });
const next = (page: Page) => page.getByRole('button', { name: 'Next diamond' });

/** '$5,000 to $10,000', then the finest pick's page, the tour skipped: answers the stone's id. */
async function openTheFinestOfTheSweetSpot(page: Page): Promise<string> {
  await page.goto('/shop-by-price/step1');
  await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
  await page.getByTestId('recommended-diamond').first().getByRole('link', { name: /^finest:/ }).click();
  await expect(page).toHaveURL(/\/product-details\/[\w-]+\?pick=finest$/);
  await page.getByRole('button', { name: 'Skip the tour' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  return (await shownId(page))!;
}

/** A stone's own address (the picked stone's carries its label, `?pick=finest`). */
const addressOf = (id: string) => new RegExp(`/product-details/${Buffer.from(id).toString('base64url')}(\\?pick=[a-z-]+)?$`);

/** Presses a move and waits for the stone it leads to and its address: answers that stone's id. */
async function move(page: Page, button: string, from: string): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByTestId('diamond-title')).not.toHaveAttribute('data-diamond-id', from);
  const id = (await shownId(page))!;
  await expect(page).toHaveURL(addressOf(id));
  return id;
}

/** The stone on screen, at its own address (the page shows an arrow's stone at once, then the browser steps there). */
const expectShown = async (page: Page, id: string) => {
  await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', id);
  await expect(page).toHaveURL(addressOf(id));
};

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('tuned twice and reloaded, both arrows still walk the history; after Back twice and Forward, Next leads on', async ({ page }) => {
      const first = await openTheFinestOfTheSweetSpot(page);
      await expect(previous(page)).toBeDisabled();
      const second = await move(page, 'Lower price', first);
      const third = await move(page, 'Bigger diamond', second);
      await previous(page).click();
      await expectShown(page, second);

      // A reload keeps the history of the entry the tab is on.
      await page.reload();
      await expectShown(page, second);
      await expect(previous(page)).toBeEnabled();
      await expect(next(page)).toBeEnabled();
      const control = page.getByRole('group', { name: 'Diamond history' });
      await control.scrollIntoViewIfNeeded();
      await screenshot(control, `history-control-after-reload-${viewport.width}`);
      await expectNoSeriousViolations(page, `the history control after a reload at ${viewport.width} px`);
      await next(page).click();
      await expectShown(page, third);
      await expect(next(page)).toBeDisabled();

      // The browser's Back twice, then its Forward: the page's Next still leads to the stone reached last.
      await page.goBack();
      await expectShown(page, second);
      await page.goBack();
      await expectShown(page, first);
      await expect(previous(page)).toBeDisabled();
      await expect(next(page)).toBeEnabled();
      await page.goForward();
      await expectShown(page, second);
      await expect(next(page)).toBeEnabled();
      await next(page).click();
      await expectShown(page, third);

      // The page's arrows stepped through the browser's history: its Back returns where Previous does.
      await previous(page).click();
      await expectShown(page, second);
      await page.goForward();
      await expectShown(page, third);
      await page.reload();
      await expectShown(page, third);
      await expect(previous(page)).toBeEnabled();
      await expect(next(page)).toBeDisabled();
    });

    test("the browser's Back pressed before Next's step arrives leaves the stone of the address and its history", async ({ page }) => {
      const first = await openTheFinestOfTheSweetSpot(page);
      const second = await move(page, 'Lower price', first);
      const third = await move(page, 'Bigger diamond', second);
      await previous(page).click();
      await expectShown(page, second);
      // After a reload the router learns the route of the next address again: held up here, Back overtakes the step.
      await page.reload();
      await expect(next(page)).toBeEnabled();
      let held = 0;
      await page.route('**/__manifest*', async (route) => {
        held += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await next(page).click();
      await expect(page).toHaveURL(addressOf(third));
      await page.goBack();
      await expectShown(page, second);
      await expect(previous(page)).toBeEnabled();
      await expect(next(page)).toBeEnabled();
      expect(held).toBeGreaterThan(0);
      await page.unrouteAll({ behavior: 'wait' });
      await next(page).click();
      await expectShown(page, third);
      await previous(page).click();
      await expectShown(page, second);
      await previous(page).click();
      await expectShown(page, first);
      await expect(previous(page)).toBeDisabled();
    });

    test("the pick's label stays with the picked stone through the arrows, the browser's buttons and a reload", async ({ page }) => {
      const first = await openTheFinestOfTheSweetSpot(page);
      const label = page.getByText('finest', { exact: true });
      await expect(label).toBeVisible();
      await move(page, 'Lower price', first);
      await expect(label).toHaveCount(0);
      await page.goBack();
      await expectShown(page, first);
      await expect(page).toHaveURL(/\?pick=finest$/);
      await expect(label).toBeVisible();
      await expect(next(page)).toBeEnabled();
      await page.reload();
      await expect(label).toBeVisible();
      await next(page).click();
      await expect(page.getByTestId('diamond-title')).not.toHaveAttribute('data-diamond-id', first);
      await expect(label).toHaveCount(0);
    });

    test('an address opened in another tab shows its stone without anyone\'s history', async ({ page, context }) => {
      const first = await openTheFinestOfTheSweetSpot(page);
      const second = await move(page, 'Lower price', first);
      const other = await context.newPage();
      await other.goto(page.url());
      await other.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expectShown(other, second);
      await expect(previous(other)).toBeDisabled();
      await expect(next(other)).toBeDisabled();
      await other.close();
    });

    test('More Options opens around the search and the stone, searched untouched keeps the stone, and its sliders say their values and answer the slider keys', async ({ page }) => {
      const first = await openTheFinestOfTheSweetSpot(page);
      const address = page.url();
      const stonePrice = await price(page);
      await page.getByRole('button', { name: 'More Options' }).click();
      const panel = page.getByRole('region', { name: 'More Options' });
      const lowest = panel.getByRole('slider', { name: 'Lowest price' });
      const highest = panel.getByRole('slider', { name: 'Highest price' });
      // The budget of the search, on the slider's $2,000 stops, takes in the stone.
      const from = Math.floor(Math.min(5_000, stonePrice) / 2_000) * 2_000;
      const to = Math.ceil(Math.max(10_000, stonePrice) / 2_000) * 2_000;
      const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
      await expect(lowest).toHaveAttribute('aria-valuetext', dollars(from));
      await expect(highest).toHaveAttribute('aria-valuetext', dollars(to));
      await expect(panel.getByRole('slider', { name: 'Smallest carat' })).toHaveAttribute('aria-valuetext', '0.25 ct');
      await expect(panel.getByRole('slider', { name: 'Largest carat' })).toHaveAttribute('aria-valuetext', '100.00 ct');
      await expect(panel.getByRole('slider', { name: 'Best cut' })).toHaveAttribute('aria-valuetext', 'Excellent');
      await expect(panel.getByRole('slider', { name: 'Lowest cut' })).toHaveAttribute('aria-valuetext', 'Fair');
      await expect(panel.getByRole('slider', { name: 'Lowest color' })).toHaveAttribute('aria-valuetext', 'J');

      // On the logarithmic track a budget of a few thousand dollars takes a fair part of it, not a sliver.
      const track = (await panel.getByRole('group', { name: /^Price:/ }).boundingBox())!;
      const [left, right] = [(await lowest.boundingBox())!, (await highest.boundingBox())!];
      expect(right.x - left.x).toBeGreaterThan(track.width * 0.08);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(panel, `more-options-opened-${viewport.width}`);
      await expectNoSeriousViolations(page, `More Options opened at ${viewport.width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      await panel.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'This diamond already matches these options.' })).toBeVisible();
      await expectShown(page, first);
      expect(page.url()).toBe(address);
      await expect(previous(page)).toBeDisabled();

      // The slider keys, thumb by thumb.
      await lowest.focus();
      await page.keyboard.press('ArrowRight');
      await expect(lowest).toHaveAttribute('aria-valuetext', dollars(from + 2_000));
      await page.keyboard.press('Home');
      await expect(lowest).toHaveAttribute('aria-valuetext', '$0');
      await page.keyboard.press('End');
      await expect(lowest).toHaveAttribute('aria-valuetext', dollars(to - 2_000));
      await highest.focus();
      await page.keyboard.press('PageUp');
      await expect(highest).toHaveAttribute('aria-valuetext', dollars(to * 2));
      await page.keyboard.press('End');
      await expect(highest).toHaveAttribute('aria-valuetext', '$1,000,000');
      await page.keyboard.press('PageDown');
      await expect(highest).toHaveAttribute('aria-valuetext', '$502,000');
      await expect(panel.getByText(`Price: ${dollars(to - 2_000)}.00 – $502,000.00`)).toBeVisible();
      const bestColor = panel.getByRole('slider', { name: 'Best color' });
      await bestColor.focus();
      await page.keyboard.press('PageUp');
      await expect(bestColor).toHaveAttribute('aria-valuetext', 'F');
      await page.keyboard.press('End');
      await expect(bestColor).toHaveAttribute('aria-valuetext', 'J');
      await screenshot(panel, `more-options-keyed-${viewport.width}`);
    });
  });
}
