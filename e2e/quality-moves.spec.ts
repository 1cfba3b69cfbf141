import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { MOCK, RECOMMENDATION_HEADER } from './support/price-position';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

/*
 * Quality moves keep their word (docs/product-decisions.md, third round): where no stone of the shopper's search has
 * every grade as good and one better, Higher quality says so and cannot be pressed, before anything is pressed.
 */

type Moves = Record<'price' | 'size' | 'quality', Record<'dec' | 'inc', boolean>>;

/** The search the shopper chose: '$5,000 to $10,000'. */
const SWEET_SPOT = { shapes: ['Round'], price_total_from: 5_000, price_total_to: 10_000 };

/** The first seeded stone from which, under the shopper's search, the service finds no higher quality but a lower one. */
async function stoneWithoutHigherQuality(request: APIRequestContext): Promise<string> {
  for (let from = 0; from < 20_000; from += 50) {
    const ids = Array.from({ length: 50 }, (_, index) => String(100_000_000 + from + index));
    const answers = await Promise.all(
      ids.map(async (id) => {
        const answer = await request.post(`${MOCK}/recommendation/rule_recommendation/`, {
          data: { header: RECOMMENDATION_HEADER, body: { diamond: id, state: { history: [], future: [], query: SWEET_SPOT }, command: 'stay' } },
        });
        return answer.ok() ? ((await answer.json()) as { moves: Moves }).moves : null;
      }),
    );
    const at = answers.findIndex((moves) => moves !== null && !moves.quality.inc && moves.quality.dec);
    if (at >= 0) return ids[at]!;
  }
  throw new Error('no seeded stone lacks a higher quality');
}

async function chooseTheSweetSpot(page: Page) {
  await page.goto('/shop-by-price/step1');
  await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
  await expect(page.getByTestId('recommended-diamond')).toHaveCount(4);
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('Higher quality says there is none for the search and cannot be pressed, before it is pressed; Lower quality still moves', async ({ page, request }) => {
      const id = await stoneWithoutHigherQuality(request);
      await chooseTheSweetSpot(page);
      await page.goto(`/product-details/${Buffer.from(id).toString('base64url')}`);
      await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', id);
      await page.getByRole('button', { name: 'Skip the tour' }).click();

      const panel = page.getByTestId('panel-quality');
      const higher = panel.getByRole('button', { name: 'No higher quality for this search' });
      await expect(higher).toBeDisabled();
      await expect(higher).toHaveAccessibleDescription("No diamond of this shape in your search has every grade (cut, color, clarity) at least this one's and one higher.");
      await expect(panel.getByTestId('panel-quality-inc-unavailable')).toHaveText(
        "No higher quality for this search. No diamond of this shape in your search has every grade (cut, color, clarity) at least this one's and one higher.",
      );
      await expect(panel.getByRole('button', { name: 'Higher quality', exact: true })).toHaveCount(0);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(panel, `quality-panel-no-higher-quality-${viewport.width}`);
      await expect(page.getByRole('button', { name: 'Skip the tour' })).toHaveCount(0);
      await expectNoSeriousViolations(page, `the quality panel without a higher quality at ${viewport.width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      // Lower quality, still offered, gives a stone with no grade higher and one lower, for less.
      const [cut, color, clarity] = ((await panel.getByTestId('panel-quality-value').textContent()) ?? '').split(' · ');
      await panel.getByRole('button', { name: 'Lower quality', exact: true }).click();
      await expect(page.getByTestId('diamond-title')).not.toHaveAttribute('data-diamond-id', id);
      const after = ((await panel.getByTestId('panel-quality-value').textContent()) ?? '').split(' · ');
      const scales = [
        ['Excellent', 'Very Good', 'Good', 'Fair', 'Poor'],
        ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N'],
        ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'SI3', 'I1', 'I2', 'I3'],
      ];
      const steps = [cut, color, clarity].map((grade, at) => scales[at]!.indexOf(after[at]!) - scales[at]!.indexOf(grade!));
      expect(steps.every((step) => step >= 0) && steps.some((step) => step > 0), `${[cut, color, clarity].join(' ')} → ${after.join(' ')}`).toBe(true);
    });
  });
}
