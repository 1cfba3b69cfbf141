import type { APIRequestContext, Page } from '@playwright/test';
import { expectErrorsAnnounced, expectNoSeriousViolations } from './support/accessibility';
import { MOCK, RECOMMENDATION_HEADER, dollars } from './support/price-position';
import { screenshot } from './support/screenshots';
import { expect, expectHttpError, test } from './support/shop-test';
import { anotherShopperBuys } from './support/stock';
import { PHONE_AND_DESKTOP } from './support/viewports';

/*
 * No dead ends, no false alarms: a sold diamond and an unknown one offer diamonds to buy instead, a search no diamond
 * matches offers a wider one that finds some, one pick is the 'Top pick', and leaving a diamond asks only when one is
 * selected.
 */

interface Stone {
  readonly diamond_id: string;
  readonly shape: string;
  readonly size: number;
  readonly color: string;
  readonly clarity: string;
}

const addressOf = (id: string) => `/product-details/${Buffer.from(id).toString('base64url')}`;

async function askTheService<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const answer = await request.post(`${MOCK}/recommendation/${path}`, { data: { header: RECOMMENDATION_HEADER, ...data } });
  expect(answer.ok(), `${path} answered ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The finest pick of the '$5,000 to $10,000' budget, as the service recommends it. */
const finestOfTheSweetSpot = async (request: APIRequestContext): Promise<Stone> =>
  (await askTheService<{ recommended: { diamond: Stone } }>(request, 'recommendations/', { body: { shapes: ['Round'], price_total_from: 5_000, price_total_to: 10_000 } })).recommended.diamond;

/** How many diamonds of `shape` the service finds between `from` and `to` dollars. */
const matchesOf = async (request: APIRequestContext, shape: string, from: number, to: number): Promise<number> =>
  (await askTheService<{ total_available_diamonds: number }>(request, 'recommendations/', { body: { shapes: [shape], price_total_from: from, price_total_to: to } })).total_available_diamonds;

/** An amount in the shop's money format: '$2,546.50'. */
const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const offeredIds = (page: Page, list: string) => page.getByRole('list', { name: list }).getByTestId('stone-instead').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.diamondId));

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test("a sold diamond's page says it is no longer available and offers the three similar diamonds on sale, in its first HTML too", async ({ page, request }) => {
      expectHttpError(410);
      const sold = await finestOfTheSweetSpot(request);
      await anotherShopperBuys(request, sold.diamond_id);
      const similar = await askTheService<{ diamonds: { diamond_id: string; shape: string }[] }>(request, 'similar_diamonds/', { diamond_id: sold.diamond_id });
      expect(similar.diamonds).toHaveLength(3);

      // The server answers 410: the stone existed and is gone; the similar stones are links in its HTML.
      const first = await request.get(addressOf(sold.diamond_id));
      expect(first.status()).toBe(410);
      const html = await first.text();
      for (const { diamond_id } of similar.diamonds) expect(html).toContain(`href="${addressOf(diamond_id)}"`);

      const response = await page.goto(addressOf(sold.diamond_id));
      expect(response?.status()).toBe(410);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('This diamond is no longer available');
      await expect(alert).toContainText(`This ${sold.size.toFixed(2)} ct ${sold.shape} diamond (${sold.color} color, ${sold.clarity} clarity) has been sold.`);
      await expect(page.getByRole('list', { name: 'Similar diamonds' }).getByRole('listitem')).toHaveCount(3);
      expect(await offeredIds(page, 'Similar diamonds')).toEqual(similar.diamonds.map((stone) => stone.diamond_id));
      await expectNoSidewaysScroll(page);
      await screenshot(page, `sold-diamond-${viewport.width}`, { fullPage: true });
      await expectNoSeriousViolations(page, `a sold diamond's page at ${viewport.width} px`);

      const [nearest] = similar.diamonds;
      await page.getByRole('list', { name: 'Similar diamonds' }).getByRole('link').first().click();
      await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', nearest!.diamond_id);
    });

    test("an unknown diamond's page says it was not found and offers the default search's top picks, saying so", async ({ page, request }) => {
      expectHttpError(404);
      const topPicks = await askTheService<Record<string, { diamond: { diamond_id: string } } | undefined>>(request, 'recommendations/', { body: { shapes: ['Round'], price_total_from: 1_000, price_total_to: 5_000 } });

      const response = await page.goto(addressOf('100999999'));
      expect(response?.status()).toBe(404);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Diamond was not found');
      await expect(alert).toContainText('We have no diamond with this number. Here are the top 3 picks of our default search, Round diamonds, $1,000.00 to $5,000.00, instead.');
      const ids = ['recommended', 'biggest', 'brightest'].map((key) => topPicks[key]?.diamond.diamond_id);
      expect(await offeredIds(page, 'Our top picks')).toEqual(ids);
      // Each pick's label travels in its address.
      const hrefs = await page.getByRole('list', { name: 'Our top picks' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(ids.map((id, index) => `${addressOf(id ?? '')}?pick=${['finest', 'biggest', 'brightest'][index]}`));
      await expectNoSidewaysScroll(page);
      await screenshot(page, `unknown-diamond-${viewport.width}`, { fullPage: true });
      await expectNoSeriousViolations(page, `an unknown diamond's page at ${viewport.width} px`);

      await page.getByRole('link', { name: 'See the whole search' }).click();
      await expect(page).toHaveURL(/\/shop-by-price\/step2\?price_total_from=1000&price_total_to=5000&shapes=Round$/);
      await expect(page.getByTestId('recommended-diamond')).toHaveCount(4);
    });

    test('a search no diamond matches says so, not that the results failed, and offers the wider budget that finds some', async ({ page, request }) => {
      // The seeded stock has no Heart diamond between $48,000 and $49,000, and some between $36,000 and $73,500.
      expect(await matchesOf(request, 'Heart', 48_000, 49_000)).toBe(0);
      const count = await matchesOf(request, 'Heart', 36_000, 73_500);
      expect(count).toBeGreaterThan(0);

      const response = await page.goto('/shop-by-price/step2?price_total_from=48000&price_total_to=49000&shapes=Heart');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'No diamond matches this search.' })).toBeVisible();
      await expect(page.getByText('There was an error loading the results')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      const offer = page.getByTestId('no-match');
      await expect(offer).toContainText('A wider budget finds some:');
      const link = offer.getByRole('list', { name: 'Wider searches' }).getByRole('link');
      await expect(link).toHaveText(`Widen the budget to $36,000.00 to $73,500.00: ${count} ${count === 1 ? 'diamond' : 'diamonds'}`);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `no-match-${viewport.width}`, { fullPage: true });
      await expectNoSeriousViolations(page, `a search no diamond matches at ${viewport.width} px`);

      await link.click();
      await expect(page).toHaveURL(/\?price_total_from=36000&price_total_to=73500&shapes=Heart$/);
      await expect(page.getByTestId('recommended-diamond')).toHaveCount(Math.min(count, 4));
      await expect(page.getByTestId('search-budget')).toHaveText('$36,000.00 to $73,500.00');
    });

    test("a search one diamond matches calls it the 'Top pick', chosen from 1 matching diamond", async ({ page, request }) => {
      expect(await matchesOf(request, 'Heart', 24_000, 25_000)).toBe(1);
      await page.goto('/shop-by-price/step2?price_total_from=24000&price_total_to=25000&shapes=Heart');
      await expect(page.getByTestId('recommended-diamond')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top pick');
      await expect(page.getByTestId('chosen-from')).toHaveText('Chosen from 1 matching diamond');
      await screenshot(page, `top-pick-${viewport.width}`, { fullPage: true });
      await expectNoSeriousViolations(page, `a single top pick at ${viewport.width} px`);
    });

    test('leaving a diamond asks only with a diamond selected to compare, and so does closing the tab', async ({ page, request }) => {
      const stone = await finestOfTheSweetSpot(request);
      await page.goto(addressOf(stone.diamond_id));
      await page.getByRole('button', { name: 'Skip the tour' }).click();
      const unloadQuestions: string[] = [];
      page.on('dialog', (dialog) => {
        unloadQuestions.push(dialog.type());
        void dialog.dismiss();
      });

      // Nothing selected: a link leaves at once, without a question.
      await page.getByRole('link', { name: 'Loupe home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog', { name: 'Leave this diamond?' })).toHaveCount(0);
      await page.goBack();
      await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', stone.diamond_id);

      // Selected to compare: the link asks first, Stay keeps the page.
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await page.getByRole('link', { name: 'Loupe home' }).click();
      const question = page.getByRole('dialog', { name: 'Leave this diamond?' });
      await expect(question).toContainText('Are you sure you want to leave?');
      await expect(question).toContainText('You might lose your selected diamond');
      await screenshot(page, `leave-question-${viewport.width}`);
      await expectNoSeriousViolations(page, `the leave question at ${viewport.width} px`);
      await question.getByRole('button', { name: 'Stay', exact: true }).click();
      await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', stone.diamond_id);

      // Closing the tab asks the browser's question then; kept open, the page stays.
      const asked = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      expect((await asked).type()).toBe('beforeunload');
      expect(page.isClosed()).toBe(false);

      // Unselected again: the tab closes without a question.
      await page.getByRole('button', { name: /Comparing/ }).click();
      await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute('aria-pressed', 'false');
      const closed = page.waitForEvent('close');
      await page.close({ runBeforeUnload: true });
      await closed;
      expect(unloadQuestions).toEqual(['beforeunload']);
    });

    test('an offer outside half the price to the price is refused on its field, and said so to a screen reader', async ({ page, request }) => {
      const stone = await finestOfTheSweetSpot(request);
      await page.goto(addressOf(stone.diamond_id));
      await page.getByRole('button', { name: 'Skip the tour' }).click();
      await page.getByRole('button', { name: 'Make an offer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make an offer' });
      const amount = dialog.getByRole('textbox', { name: /Your offer/ });
      const price = dollars((await page.getByTestId('diamond-price').textContent()) ?? '');
      const least = Math.ceil(Math.round(price * 100) / 2) / 100;

      // Above the price: refused with the price.
      const tooMuch = (price + 1).toFixed(2);
      await amount.fill(tooMuch);
      await amount.blur();
      await expectErrorsAnnounced(page, [`An offer cannot be more than the price, ${money(price)}.`], `the offer's field at ${viewport.width} px`);
      // The refused amount stays as typed, never changed to another.
      expect(dollars(await amount.inputValue())).toBe(Number(tooMuch));

      // Below half the price: refused with half the price, in dollars and cents.
      await amount.fill('100');
      await amount.blur();
      await expectErrorsAnnounced(page, [`Please offer at least ${money(least)}, half the price.`], `the offer's field at ${viewport.width} px`);
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await screenshot(page, `offer-refused-${viewport.width}`);
      await expectNoSeriousViolations(page, `a refused offer at ${viewport.width} px`);

      // Half the price exactly is an offer the field takes.
      await amount.fill(least.toFixed(2));
      await amount.blur();
      await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText(/half the price\.$/)).toHaveCount(0);
    });
  });
}
