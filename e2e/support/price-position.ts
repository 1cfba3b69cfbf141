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

/** The sentence the shop must say of a stone asking `price` against the model's price (in line: within 3 %). */
export const dealSentenceFor = (price: number, model: number): string => {
  if (Math.abs(price - model) <= model * 0.03) return 'Priced in line with similar stones';
  return `Priced ${Math.round(Math.abs(price / model - 1) * 100)}% ${price < model ? 'below' : 'above'} similar stones`;
};

/** The amount a price text shows ('$5,093.00' → 5093). */
export const dollars = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

/** The Top 4 of the guided search by price, $5,000 to $10,000. */
export async function topFour(page: Page): Promise<void> {
  await page.goto('/shop-by-price/step1');
  await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
  await expect(page.getByTestId('recommended-diamond')).toHaveCount(4);
}
