import { stoneCarat } from '../diamond/carat';
import type { Diamond } from '../diamond/diamond';
import { isSizeToBeConfirmed } from '../ring/ring-choice';
import { customAttribute, type BagItem } from './bag-item';

/** A bag line as a jeweller writes it: what it is, then what sets it apart, each part once. */
export interface BagLineText {
  /** 'Classic Solitaire Ring · White Gold · 18K · size 6.5', '1.01 ct Round diamond'. */
  readonly title: string;
  /** A stone's grades and its report: 'G color', 'VS1 clarity', 'Excellent cut', 'GIA report 2141438171'. */
  readonly details: readonly string[];
}

/** What a ring line is: its design's name and the color, metal and size chosen. */
export interface RingLineParts {
  readonly name: string;
  readonly color?: string;
  readonly metal?: string;
  readonly size?: string;
}

const NAME_SEPARATOR = '-';

/**
 * A ring line's design name and choices. The store keeps the choices on the line (`ring_color`, `ring_metal`,
 * `ring_size`) and names a variant by its design's name and choices joined by dashes ('Classic Solitaire
 * Ring-White Gold-18K-6.5'): the line's own choices come first, the name's parts fill what the line lacks, and the
 * name loses the parts it repeats.
 */
export const ringLineParts = (item: Pick<BagItem, 'name' | 'attributes'>): RingLineParts => {
  const parts = item.name.split(NAME_SEPARATOR).map((part) => part.trim());
  const named = parts.length >= 4 ? { name: parts.slice(0, -3).join(NAME_SEPARATOR), color: parts.at(-3), metal: parts.at(-2), size: parts.at(-1) } : { name: item.name.trim() };
  const color = customAttribute(item, 'ring_color') ?? named.color;
  const metal = customAttribute(item, 'ring_metal') ?? named.metal;
  const size = customAttribute(item, 'ring_size') ?? named.size;
  return { name: named.name, ...(color ? { color } : {}), ...(metal ? { metal } : {}), ...(size ? { size } : {}) };
};

/** 'size 6.5'; the catalogue's "I'm not sure" (size 0) is a size the shop still has to learn. */
export const ringSizeText = (size: string): string => (isSizeToBeConfirmed(size) ? 'size to be confirmed' : `size ${size.trim()}`);

/** 'Classic Solitaire Ring · White Gold · 18K · size 6.5'. */
export const ringLineTitle = (parts: RingLineParts): string =>
  [parts.name, parts.color, parts.metal, parts.size === undefined ? undefined : ringSizeText(parts.size)].filter((part): part is string => Boolean(part)).join(' · ');

export const ringLineText = (item: Pick<BagItem, 'name' | 'attributes'>): BagLineText => ({ title: ringLineTitle(ringLineParts(item)), details: [] });

/**
 * A stone's line from the recommendation service's record of it: its weight and shape, its color, clarity and cut
 * grades and its grading report. Without the record (a stone the service no longer offers) the store's name for the
 * line is all there is.
 */
export const diamondLineText = (item: Pick<BagItem, 'name'>, diamond: Pick<Diamond, 'size' | 'shape' | 'color' | 'clarity' | 'cut' | 'certificateNumber'> | null): BagLineText => {
  if (!diamond) return { title: item.name, details: [] };
  const report = diamond.certificateNumber.trim();
  return {
    title: `${stoneCarat(diamond.size)} ct ${diamond.shape} diamond`,
    details: [`${diamond.color} color`, `${diamond.clarity} clarity`, `${diamond.cut} cut`, ...(report ? [`GIA report ${report}`] : [])],
  };
};

/** A ring variant's sku starts with its design's item code ('fw-solitaire-er-White Gold-18K-6.5'). */
const RING_VARIANT_SKU = /^fw-[^-]+-er-/;

/** A line of a placed order as a jeweller writes it: a ring from its variant's name (an order keeps no choices of
 * its own), anything else as the store named it. */
export const orderLineTitle = (line: { readonly sku: string; readonly name: string }): string =>
  RING_VARIANT_SKU.test(line.sku) ? ringLineTitle(ringLineParts({ name: line.name })) : line.name;
