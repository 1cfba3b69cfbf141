import type { ShopWorld } from './world';

/*
 * The deal verdict as docs/product-decisions.md words it (third round, "One deal verdict"), computed here from what
 * the recommendation service answers when asked directly, so that the steps check the shop against the decision and
 * not against the shop's own code.
 */

/** A stone's deal block as the service sends it. */
export interface DealBlockWire {
  readonly model_price: number;
  readonly similar_count: number;
  readonly similar_median_price?: number;
}

export interface VerdictByDecision {
  readonly label: 'Good deal' | 'Priced in line' | 'Priced above';
  readonly sentence: string;
}

/** A good deal asks less than the model's price and less than the median of its similar stones (none on sale: the
 * model alone); priced in line within ±5 % of the model's price; otherwise priced above. */
export function verdictByDecision(price: number, deal: DealBlockWire): VerdictByDecision {
  const model = deal.model_price;
  const median = deal.similar_count > 0 ? deal.similar_median_price : undefined;
  const good = price < model && (median === undefined || price < median);
  const inLine = Math.abs(price - model) <= model * 0.05;
  const percent = Math.round(Math.abs(price / model - 1) * 100);
  const side = price < model ? 'below' : 'above';
  const againstModel = price === model ? 'At the market price for its grades' : `${percent === 0 ? 'Less than 1%' : `${percent}%`} ${side} the market price for its grades`;
  const similar = deal.similar_count === 1 ? 'its one similar stone' : `the median of its ${deal.similar_count.toLocaleString('en-US')} similar stones`;
  if (good) return { label: 'Good deal', sentence: median === undefined ? `${againstModel}; no similar stone on sale` : `${againstModel}, and below ${similar}` };
  return { label: inLine ? 'Priced in line' : 'Priced above', sentence: price < model ? `${againstModel}, but not below ${similar}` : againstModel };
}

/** The stone and its deal block, from the service's own diamonds/{id} answer. */
export async function stoneAsTheServiceSendsIt(world: ShopWorld, id: string): Promise<{ readonly diamond_id: string; readonly total_sales_price: number; readonly deal: DealBlockWire }> {
  const answer = await world.askRecommendationService(`diamonds/${id}`, {});
  const diamond = answer.diamond as { diamond_id: string; total_sales_price: number; deal?: DealBlockWire } | undefined;
  if (!diamond?.deal) throw new Error(`the service sent diamond ${id} without its deal block`);
  return { ...diamond, deal: diamond.deal };
}
