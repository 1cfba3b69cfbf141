/** The estimated price range of the size step, as the pricerange/ call answers it. */
export interface PriceRange {
  readonly from: number;
  readonly to: number;
}

/** Shown before the first pricerange/ answer arrives. */
export const DEFAULT_PRICE_RANGE: PriceRange = { from: 668, to: 9309 };

export interface PriceRangeResponse {
  readonly priceFrom?: number | null;
  readonly priceTo?: number | null;
  /** The heaviest stone of the shape the service offers, in carats (docs/api-contracts.md, `pricerange/`). */
  readonly largestCarat?: number | null;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A new estimate replaces the old only when both bounds came back: half an answer would pair a new bound with a
 * stale one, so the old range stays whole. */
export const nextPriceRange = (old: PriceRange, response: PriceRangeResponse | null | undefined): PriceRange => {
  const from = response?.priceFrom;
  const to = response?.priceTo;
  return isAmount(from) && isAmount(to) ? { from, to } : old;
};

/** The size step's estimate: the price range on screen, the largest size the inventory offers in the shape (null
 * until an answer told it), and whether the service holds stones of the size asked: true when it answered a range,
 * false when it answered without one (a size between two that are offered), null before an answer or after a
 * failed call (the shop cannot tell, so it lets the shopper go on). */
export interface SizeEstimate {
  readonly range: PriceRange;
  readonly largestCarat: number | null;
  readonly sizeOffered: boolean | null;
}

export const DEFAULT_SIZE_ESTIMATE: SizeEstimate = { range: DEFAULT_PRICE_RANGE, largestCarat: null, sizeOffered: null };

/** A new answer updates the range by `nextPriceRange`, the largest size whenever it states one, and whether the size
 * asked is offered. */
export const nextSizeEstimate = (old: SizeEstimate, response: PriceRangeResponse | null | undefined): SizeEstimate => {
  const largest = response?.largestCarat;
  const range = nextPriceRange(old.range, response);
  const answered = isAmount(response?.priceFrom) && isAmount(response?.priceTo);
  return { range, largestCarat: isAmount(largest) && largest > 0 ? largest : old.largestCarat, sizeOffered: answered };
};

/** Continue searches the size on screen: offered only when the service did not say it holds no stone of it. */
export const canContinueWithSize = (estimate: SizeEstimate): boolean => estimate.sizeOffered !== false;

/** What the size step says about a size the inventory skips (a size between two that are offered). */
export const sizeNotOfferedNote = (shape: string, caratText: string): string =>
  `We have no ${shape} diamonds of ${caratText} ct right now. Try a size up or down.`;
