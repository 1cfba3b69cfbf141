import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { dealSentenceFor, dollars, MOCK, pricePositionOf, RECOMMENDATION_HEADER, topFour } from './support/price-position';
import { expect, expectHttpError, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

async function openFinest(page: Page) {
  await page.getByTestId('recommended-diamond').first().getByRole('link', { name: /^finest:/ }).click();
  await expect(page.getByTestId('diamond-title')).toBeVisible();
  const tour = page.getByRole('dialog');
  await expect(tour).toBeVisible();
  await page.getByRole('button', { name: 'Skip the tour' }).click();
  await expect(tour).toBeHidden();
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('each Top 4 card says where its price sits, and the product page explains it: the sentence, what similar means, the reasons', async ({ page, request }) => {
      await topFour(page);
      const cards = page.getByTestId('recommended-diamond');
      for (const card of await cards.all()) {
        const id = (await card.getAttribute('data-diamond-id')) ?? '';
        const position = await pricePositionOf(request, id);
        const price = dollars((await card.getByTestId('diamond-price').textContent()) ?? '');
        await expect(card.getByTestId('deal-sentence')).toHaveText(dealSentenceFor(price, position.model_price));
      }

      await openFinest(page);
      const id = (await page.getByTestId('diamond-title').getAttribute('data-diamond-id')) ?? '';
      const position = await pricePositionOf(request, id);
      const price = dollars((await page.getByTestId('diamond-price').textContent()) ?? '');
      const section = page.getByRole('region', { name: 'Deal insight' });
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();
      await expect(section.getByTestId('deal-insight-sentence')).toHaveText(dealSentenceFor(price, position.model_price));
      const { similar } = position;
      await expect(section.getByTestId('deal-insight-similar')).toContainText(
        `Similar stones: ${similar.shape}, ${similar.carat_from.toFixed(2)}–${similar.carat_to.toFixed(2)} ct, ${similar.color}, ${similar.clarity}`,
      );
      await expect(section.getByRole('listitem')).toHaveText(position.reasons.map((reason) => reason.text));
      // Nothing of the section sticks out of a narrow screen.
      const box = await section.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousViolations(page, `the deal insight at ${viewport.width} px`);
    });

    test('the deal insight is in the first HTML of the product page, without JavaScript', async ({ browser, request }) => {
      const answer = await request.post(`${MOCK}/recommendation/recommendations`, { data: { header: RECOMMENDATION_HEADER, body: { price_total_from: 5000, price_total_to: 6000, shapes: ['Round'] } } });
      const stone = ((await answer.json()) as { recommended: { diamond: { diamond_id: string; total_sales_price: number } } }).recommended.diamond;
      const position = await pricePositionOf(request, stone.diamond_id);
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(`/product-details/${Buffer.from(stone.diamond_id).toString('base64url')}`);
      const section = page.getByRole('region', { name: 'Deal insight' });
      await expect(section.getByTestId('deal-insight-sentence')).toHaveText(dealSentenceFor(stone.total_sales_price, position.model_price));
      await expect(section.getByRole('listitem')).toHaveCount(position.reasons.length);
      await context.close();
    });

    test('a recommendation service without the price position call leaves the page as it was, without the section', async ({ page, request }) => {
      // The browser reports the service's 404 on the call in its console; the shop itself only logs it.
      expectHttpError(404);
      const withheld = await request.put(`${MOCK}/__control/recommendation-calls/price_position`, { data: { offered: false } });
      expect(withheld.ok()).toBe(true);
      await topFour(page);
      await openFinest(page);
      await expect(page.getByTestId('panel-price-value')).toBeVisible();
      await expect(page.getByTestId('recommended-diamond')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Deal insight' })).toHaveCount(0);
      await expect(page.getByText(/similar stones/)).toHaveCount(0);
    });
  });
}
