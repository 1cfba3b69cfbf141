import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './shop-test';

export const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;
/** The recommendation service's credentials in the test mock (its defaults). */
export const RECOMMENDATION_HEADER = { username: 'loupe', password: 'loupe-dev' };

/** The recommendation service's `price_position/` answer, as far as the journeys read it. */
export interface PricePosition {
  readonly model_price: number;
  readonly percentile: number;
  readonly similar: { count: number; shape: string; carat_from: number; carat_to: number; color: string; clarity: string };
  readonly histogram: readonly { from: number; to: number; count: number }[];
  readonly reasons: readonly { code: string; text: string }[];
}

/** The recommendation service's own price position of a stone, to read the page against. */
export async function pricePositionOf(request: APIRequestContext, id: string): Promise<PricePosition> {
  const answer = await request.post(`${MOCK}/recommendation/price_position/`, { data: { header: RECOMMENDATION_HEADER, diamond_id: id } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as PricePosition;
}

/** A stone's deal block, as the recommendation service sends it with every diamond. */
export interface DealBlock {
  readonly model_price: number;
  readonly similar_count: number;
  readonly similar_median_price?: number;
}

/** The stone as the recommendation service sends it (diamonds/{id}), deal block included. */
export async function diamondOf(request: APIRequestContext, id: string): Promise<{ diamond_id: string; total_sales_price: number; deal: DealBlock }> {
  const answer = await request.post(`${MOCK}/recommendation/diamonds/${id}`, { data: { header: RECOMMENDATION_HEADER } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { diamond: { diamond_id: string; total_sales_price: number; deal: DealBlock } }).diamond;
}

/** The verdict the product decision gives a stone asking `price` with its deal block (docs/product-decisions.md,
 * "One deal verdict"): a good deal below the model's price and the similar stones' median, in line within 5 % of the
 * model's price, otherwise priced above; its label and its sentence. */
export function verdictFor(price: number, deal: DealBlock): { readonly label: string; readonly sentence: string } {
  const model = deal.model_price;
  const median = deal.similar_count > 0 ? deal.similar_median_price : undefined;
  const percent = Math.round(Math.abs(price / model - 1) * 100);
  const againstModel = price === model ? 'At the market price for its grades' : `${percent === 0 ? 'Less than 1%' : `${percent}%`} ${price < model ? 'below' : 'above'} the market price for its grades`;
  const similar = deal.similar_count === 1 ? 'its one similar stone' : `the median of its ${deal.similar_count.toLocaleString('en-US')} similar stones`;
  if (price < model && (median === undefined || price < median)) {
    return { label: 'Good deal', sentence: median === undefined ? `${againstModel}; no similar stone on sale` : `${againstModel}, and below ${similar}` };
  }
  const label = Math.abs(price - model) <= model * 0.05 ? 'Priced in line' : 'Priced above';
  return { label, sentence: price < model ? `${againstModel}, but not below ${similar}` : againstModel };
}

/** Where a price sits among its similar stones, in the shop's words: a percentile from 8 similar stones on. */
export function similarSummaryFor(position: PricePosition): string {
  const count = position.similar.count;
  if (count === 0) return 'No similar stone on sale to rank this price against';
  if (count < 8) return `Only ${count} similar ${count === 1 ? 'stone' : 'stones'}: too few to rank this price`;
  if (position.percentile >= 100) return `Cheaper than all ${count.toLocaleString('en-US')} similar stones`;
  if (position.percentile <= 0) return `Dearer than all ${count.toLocaleString('en-US')} similar stones`;
  return `Cheaper than ${position.percentile}% of ${count.toLocaleString('en-US')} similar stones`;
}

/** The amount a price text shows ('$5,093.00' → 5093). */
export const dollars = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

/** The Top 4 of the guided search by price, $5,000 to $10,000. */
export async function topFour(page: Page): Promise<void> {
  await page.goto('/shop-by-price/step1');
  await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
  await expect(page.getByTestId('recommended-diamond')).toHaveCount(4);
}
