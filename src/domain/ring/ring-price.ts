import { formatPrice } from '../shared/money';
import type { RingAttributeCode, Ring } from './ring';
import { NO_RING_SIZE } from './ring-code';

/** What the shopper chose on the ring builder, as the catalogue labels it ('White Gold', '18K', '6.5'); no size yet
 * is null (or '0', the catalogue's "I'm not sure"). */
export interface RingChoice {
  readonly color: string;
  readonly metal: string;
  readonly size: string | null;
}

/** The price the ring builder shows. `from` marks a lowest price of several the choice still leaves open. */
export interface RingPriceQuote {
  readonly amount: number;
  readonly from: boolean;
}

const chosenSize = (size: string | null): string | null => {
  const trimmed = size?.trim() ?? '';
  return trimmed === '' || trimmed === NO_RING_SIZE ? null : trimmed;
};

/**
 * The price of what goes in the bag for a choice: the price of the design's variants that take the chosen colour,
 * metal and (once chosen) size. When every variant the choice leaves open costs the same (size does not change a
 * ring's price) that is the price, before a size is chosen too; when they differ, the lowest is shown as a 'from'
 * price until the choice settles it. A choice no variant takes, or a design whose variants are not known yet, shows
 * the design's own lowest price as a 'from' price.
 */
export const ringPrice = (ring: Pick<Ring, 'price' | 'configurableOptions' | 'variants'>, choice: RingChoice): RingPriceQuote => {
  const fallback: RingPriceQuote = { amount: ring.price, from: true };
  const wanted: [RingAttributeCode, string | null][] = [
    ['ring_color', choice.color.trim()],
    ['ring_metal', choice.metal.trim()],
    ['ring_size', chosenSize(choice.size)],
  ];
  const required = new Map<string, number>();
  for (const [code, label] of wanted) {
    const option = ring.configurableOptions.find((candidate) => candidate.code === code);
    if (!option || label === null) continue;
    const value = option.values.find((candidate) => candidate.label === label);
    if (!value) return fallback;
    required.set(code, value.valueIndex);
  }
  const prices = ring.variants
    .filter((variant) => [...required].every(([code, index]) => variant.attributes.some((attribute) => attribute.code === code && attribute.valueIndex === index)))
    .map((variant) => variant.price);
  if (prices.length === 0) return fallback;
  const lowest = Math.min(...prices);
  return { amount: lowest, from: prices.some((price) => price !== lowest) };
};

/** '$2,130.00', or 'From $1,580.00' while the choice leaves several prices open. */
export const ringPriceLabel = (quote: RingPriceQuote): string => (quote.from ? `From ${formatPrice(quote.amount)}` : formatPrice(quote.amount));
