import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { diamondOf, dollars, pricePositionOf, similarSummaryFor, topFour, verdictFor } from './support/price-position';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('the product page charts where the price sits among similar stones, in words too, without moving the page', async ({ page, request }) => {
      await topFour(page);
      await page.getByTestId('recommended-diamond').first().getByRole('link', { name: /^finest:/ }).click();
      await expect(page.getByTestId('diamond-title')).toBeVisible();
      await page.getByRole('button', { name: 'Skip the tour' }).click();
      const id = (await page.getByTestId('diamond-title').getAttribute('data-diamond-id')) ?? '';
      const position = await pricePositionOf(request, id);
      // Charted from 8 similar stones on (docs/product-decisions.md, "One deal verdict"): this stone has them.
      expect(position.similar.count).toBeGreaterThanOrEqual(8);
      const words = `${similarSummaryFor(position)}.`;

      // The sentence is in the server's first HTML, whatever the browser does with the chart.
      const html = await (await request.get(new URL(page.url()).pathname)).text();
      expect(html).toContain(words.replace('.', ''));

      const figure = page.getByRole('figure', { name: words });
      const before = await figure.boundingBox();
      await figure.scrollIntoViewIfNeeded();
      const chart = figure.getByRole('img');
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAccessibleName(/^Histogram of the prices of [\d,]+ similar stones, from \$[\d,]+\.\d\d to \$[\d,]+\.\d\d; this stone asks \$[\d,]+\.\d\d\.$/);
      await expect(chart.locator('rect')).toHaveCount(position.histogram.length);
      const price = dollars((await page.getByTestId('diamond-price').textContent()) ?? '');
      await expect(figure.getByTestId('price-position-marker')).toHaveText(`This stone: $${Math.round(price).toLocaleString('en-US')}`);
      // The chart took its placeholder's place: the figure kept its size.
      expect((await figure.boundingBox())?.height).toBe(before?.height);
      // Its labels are drawn at their own size, not scaled down with the drawing.
      const smallest = await chart.locator('text').evaluateAll((texts) => Math.min(...texts.map((text) => text.getBoundingClientRect().height)));
      expect(smallest).toBeGreaterThanOrEqual(11);
      const box = await chart.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      await expectNoSidewaysScroll(page);
      await screenshot(page.getByRole('region', { name: 'Deal insight' }), `product-page-deal-insight-and-chart-${viewport.width}`);
      await expectNoSeriousViolations(page, `the price-position chart at ${viewport.width} px`);
    });

    test('the comparison shows price per carat and each deal, and marks in words the stone ahead on each row', async ({ page, request, browser }) => {
      await topFour(page);
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      const boxes = page.getByRole('checkbox');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await expect(page).toHaveURL(/\/compare-diamonds\?ids=/);
      const ids = (new URL(page.url()).searchParams.get('ids') ?? '').split(',').map((id) => Buffer.from(id, 'base64url').toString('utf8'));
      const table = page.getByRole('table', { name: 'Diamond comparison' });
      for (const row of ['Cut', 'Color', 'Clarity', 'Carat', 'Price per carat', 'Deal']) await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();

      // Each stone's deal line is its one verdict, from the deal block the service sends with it.
      const stones = await Promise.all(ids.map((id) => diamondOf(request, id)));
      const lines = stones.map((stone) => verdictFor(stone.total_sales_price, stone.deal)).map(({ label, sentence }) => `${label}: ${sentence}`);
      await expect(table.getByTestId('compare-deal')).toHaveText(lines);

      // A row marks at most one stone, with the word, and the lower price per carat is the one ahead.
      for (const row of await table.getByTestId('compare-row').all()) expect(await row.getByTestId('ahead-marker').count()).toBeLessThanOrEqual(1);
      await expect(table.getByTestId('ahead-marker').first()).toHaveText('Ahead');
      const perCarat = table.locator('[data-row="pricePerCarat"] td');
      const values = (await perCarat.allTextContents()).map((text) => dollars(/\$[\d,]+\.\d\d/.exec(text)?.[0] ?? ''));
      if (values[0] !== values[1]) await expect(perCarat.nth(values[0]! < values[1]! ? 0 : 1).getByTestId('ahead-marker')).toHaveText('Ahead');

      // The server's page already says the verdicts, in the same room: the browser taking over moves nothing.
      const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport });
      const first = await withoutScript.newPage();
      await first.goto(new URL(page.url()).pathname + new URL(page.url()).search);
      await expect(first.getByTestId('compare-deal')).toHaveText(lines);
      const rendered = (await first.locator('[data-row="deal"]').boundingBox())?.height ?? 0;
      await withoutScript.close();
      expect(Math.abs(((await table.locator('[data-row="deal"]').boundingBox())?.height ?? 0) - rendered)).toBeLessThanOrEqual(1);

      await expectNoSidewaysScroll(page);
      await screenshot(page, `comparison-${viewport.width}`, { fullPage: true });
      await expectNoSeriousViolations(page, `the comparison at ${viewport.width} px`);
    });
  });
}
