import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { diamondOf, dollars, MOCK, pricePositionOf, RECOMMENDATION_HEADER, similarSummaryFor, topFour, verdictFor } from './support/price-position';
import { screenshot } from './support/screenshots';
import { expect, expectHttpError, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

async function skipTheTour(page: Page) {
  await expect(page.getByTestId('diamond-title')).toBeVisible();
  const tour = page.getByRole('dialog');
  await expect(tour).toBeVisible();
  await page.getByRole('button', { name: 'Skip the tour' }).click();
  await expect(tour).toBeHidden();
}

async function openFinest(page: Page) {
  await page.getByTestId('recommended-diamond').first().getByRole('link', { name: /^finest:/ }).click();
  await skipTheTour(page);
}

/** The verdict the decision gives the stone, from what the service sends with it. */
async function expectedVerdict(request: APIRequestContext, id: string) {
  const stone = await diamondOf(request, id);
  return verdictFor(stone.total_sales_price, stone.deal);
}

/** The badge by the product page's title. */
const pageBadge = (page: Page): Locator => page.getByTestId('deal-verdict').first();
const shownId = async (page: Page): Promise<string> => (await page.getByTestId('diamond-title').getAttribute('data-diamond-id')) ?? '';

/** The product page says `verdict` on its badge and in its deal insight. */
async function expectPageSays(page: Page, verdict: { label: string; sentence: string }) {
  await expect(pageBadge(page)).toHaveText(verdict.label);
  const section = page.getByRole('region', { name: 'Deal insight' });
  await expect(section.getByTestId('deal-verdict')).toHaveText(verdict.label);
  await expect(section.getByTestId('deal-insight-sentence')).toHaveText(verdict.sentence);
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('each Top 4 card gives its stone one deal verdict, and the comparison and the stone’s page say the same', async ({ page, request }) => {
      await topFour(page);
      const cards = page.getByTestId('recommended-diamond');
      const verdicts = new Map<string, { label: string; sentence: string }>();
      for (const card of await cards.all()) {
        const id = (await card.getAttribute('data-diamond-id')) ?? '';
        const verdict = await expectedVerdict(request, id);
        verdicts.set(id, verdict);
        await expect(card.getByTestId('deal-verdict')).toHaveText(verdict.label);
        await expect(card.getByTestId('deal-sentence')).toHaveText(verdict.sentence);
        if ((await card.getByRole('link', { name: /^best deal:/ }).count()) > 0) expect(verdict.label).toBe('Good deal');
      }
      await expectNoSidewaysScroll(page);
      await screenshot(page, `top-4-deal-verdicts-${viewport.width}`, { fullPage: true });
      await expectNoSeriousViolations(page, `the Top 4 cards' verdicts at ${viewport.width} px`);

      // The comparison of the first two says their verdicts, as their cards did.
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      const boxes = page.getByRole('checkbox');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await expect(page).toHaveURL(/\/compare-diamonds\?ids=/);
      const ids = (new URL(page.url()).searchParams.get('ids') ?? '').split(',').map((id) => Buffer.from(id, 'base64url').toString('utf8'));
      const table = page.getByRole('table', { name: 'Diamond comparison' });
      await expect(table.getByTestId('compare-deal')).toHaveText(ids.map((id) => `${verdicts.get(id)?.label}: ${verdicts.get(id)?.sentence}`));
      await screenshot(page, `comparison-deal-verdicts-${viewport.width}`, { fullPage: true });

      // The finest pick's page: the same verdict on its badge and in its deal insight.
      await page.goBack();
      await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
      await expect(cards).toHaveCount(4);
      await openFinest(page);
      const id = await shownId(page);
      await expectPageSays(page, verdicts.get(id)!);
      const position = await pricePositionOf(request, id);
      const section = page.getByRole('region', { name: 'Deal insight' });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByTestId('price-position-summary')).toHaveText(`${similarSummaryFor(position)}.`);
      const { similar } = position;
      await expect(section.getByTestId('deal-insight-similar')).toContainText(
        `Similar stones: ${similar.shape}, ${similar.carat_from.toFixed(2)}–${similar.carat_to.toFixed(2)} ct, ${similar.color}, ${similar.clarity}`,
      );
      await expect(section.getByRole('listitem')).toHaveText(position.reasons.map((reason) => reason.text));
      const box = await section.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      await screenshot(section, `product-page-deal-verdict-${viewport.width}`);
      await expectNoSeriousViolations(page, `the deal verdict and insight at ${viewport.width} px`);
    });

    test('a stone keeps its verdict whichever way it is reached: a move, the history arrows, a reload', async ({ page, request }) => {
      await topFour(page);
      await openFinest(page);
      const first = await shownId(page);
      const firstVerdict = await expectedVerdict(request, first);
      await expectPageSays(page, firstVerdict);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `product-page-verdict-badge-${viewport.width}`);

      await page.getByRole('button', { name: 'Lower price' }).click();
      await expect(page.getByTestId('diamond-title')).not.toHaveAttribute('data-diamond-id', first);
      const second = await shownId(page);
      const secondVerdict = await expectedVerdict(request, second);
      await expectPageSays(page, secondVerdict);

      await page.getByRole('button', { name: 'Previous diamond' }).click();
      await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', first);
      await expectPageSays(page, firstVerdict);

      await page.getByRole('button', { name: 'Next diamond' }).click();
      await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', second);
      await expectPageSays(page, secondVerdict);

      await page.reload();
      await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', second);
      await expectPageSays(page, secondVerdict);
    });

    test('the verdict and the deal insight are in the first HTML of the product page, without JavaScript', async ({ browser, request }) => {
      const answer = await request.post(`${MOCK}/recommendation/recommendations`, { data: { header: RECOMMENDATION_HEADER, body: { price_total_from: 5000, price_total_to: 6000, shapes: ['Round'] } } });
      const stone = ((await answer.json()) as { recommended: { diamond: { diamond_id: string; total_sales_price: number } } }).recommended.diamond;
      const position = await pricePositionOf(request, stone.diamond_id);
      const verdict = await expectedVerdict(request, stone.diamond_id);
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(`/product-details/${Buffer.from(stone.diamond_id).toString('base64url')}`);
      await expectPageSays(page, verdict);
      await expect(page.getByRole('region', { name: 'Deal insight' }).getByRole('listitem')).toHaveCount(position.reasons.length);
      await context.close();
    });

    test('a recommendation service without the price position call leaves the verdicts, without the insight section', async ({ page, request }) => {
      // The browser reports the service's 404 on the call in its console; the shop itself only logs it.
      expectHttpError(404);
      const withheld = await request.put(`${MOCK}/__control/recommendation-calls/price_position`, { data: { offered: false } });
      expect(withheld.ok()).toBe(true);
      await topFour(page);
      const card = page.getByTestId('recommended-diamond').first();
      const cardVerdict = await expectedVerdict(request, (await card.getAttribute('data-diamond-id')) ?? '');
      await expect(card.getByTestId('deal-verdict')).toHaveText(cardVerdict.label);
      await openFinest(page);
      await expect(page.getByTestId('panel-price-value')).toBeVisible();
      await expect(pageBadge(page)).toHaveText(cardVerdict.label);
      await expect(page.getByRole('region', { name: 'Deal insight' })).toHaveCount(0);
      const price = dollars((await page.getByTestId('diamond-price').textContent()) ?? '');
      expect(price).toBeGreaterThan(0);
    });
  });
}
