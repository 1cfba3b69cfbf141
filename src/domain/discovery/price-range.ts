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
  /** The heaviest stone of the shape the service offers, in carats (docs/api-contracts.md, `pricerange/`). */
  readonly size_max?: number | null;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A new estimate replaces the old only when both bounds came back: half an answer would pair a new bound with a
 * stale one, so the old range stays whole. */
export const nextPriceRange = (old: PriceRange, response: PriceRangeResponse | null | undefined): PriceRange => {
  const from = response?.price_total_from;
  const to = response?.price_total_to;
  return isAmount(from) && isAmount(to) ? { from, to } : old;
};

/** The size step's estimate: the price range on screen and the largest size the inventory offers in the shape (null
 * until an answer told it). */
export interface SizeEstimate {
  readonly range: PriceRange;
  readonly largestCarat: number | null;
}

export const DEFAULT_SIZE_ESTIMATE: SizeEstimate = { range: DEFAULT_PRICE_RANGE, largestCarat: null };

/** A new answer updates the range by `nextPriceRange` and the largest size whenever it states one. */
export const nextSizeEstimate = (old: SizeEstimate, response: PriceRangeResponse | null | undefined): SizeEstimate => {
  const largest = response?.size_max;
  return { range: nextPriceRange(old.range, response), largestCarat: isAmount(largest) && largest > 0 ? largest : old.largestCarat };
};
