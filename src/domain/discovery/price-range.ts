/** The estimated price range of the size step, as the pricerange/ call answers it. */
export interface PriceRange {
  readonly from: number;
  readonly to: number;
}

/** Shown before the first pricerange/ answer arrives. */
export const DEFAULT_PRICE_RANGE: PriceRange = { from: 668, to: 9309 };

export interface PriceRangeResponse {
  readonly price_total_from?: number | null;
  readonly price_total_to?: number | null;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A new estimate replaces the old only when both bounds came back: half an answer would pair a new bound with a
 * stale one, so the old range stays whole. */
export const nextPriceRange = (old: PriceRange, response: PriceRangeResponse | null | undefined): PriceRange => {
  const from = response?.price_total_from;
  const to = response?.price_total_to;
  return isAmount(from) && isAmount(to) ? { from, to } : old;
};
