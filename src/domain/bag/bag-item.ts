import type { DiamondId } from '../diamond/diamond';

/** An option of a line, by its attribute code: a ring's colour, metal and size. */
export interface BagItemAttribute {
  readonly code: string;
  readonly value: string;
}

/** A line of the bag; id is set to the sku on the client. */
export interface BagItem {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly price: number;
  /** The store's number of the line, which removing it names. */
  readonly lineId: number;
  readonly qty: number;
  /** The cart the line belongs to. */
  readonly cartId: string;
  /** A ring line's design (the configurable product it was chosen from). */
  readonly parentSku?: string;
  readonly attributes?: readonly BagItemAttribute[];
}

/** Attribute codes only a ring line carries. */
export const RING_ATTRIBUTE_CODES = ['ring_color', 'ring_size', 'ring_metal'] as const;

/** A ring is recognised by 'ring' anywhere in its sku (any case) or by one of the ring attributes. */
export const isRingItem = (item: Pick<BagItem, 'sku' | 'attributes'>): boolean =>
  item.sku.toLowerCase().includes('ring') ||
  (item.attributes ?? []).some((attribute) => (RING_ATTRIBUTE_CODES as readonly string[]).includes(attribute.code));

export type BagItemKind = { readonly kind: 'ring' } | { readonly kind: 'diamond'; readonly diamondId: DiamondId };

/** Anything that is not a ring is a diamond, and a diamond line's sku is the diamond id. */
export const classifyBagItem = (item: Pick<BagItem, 'sku' | 'attributes'>): BagItemKind =>
  isRingItem(item) ? { kind: 'ring' } : { kind: 'diamond', diamondId: item.sku };

/** The diamond cart kept in client state holds diamonds only; ring lines are dropped when it loads. */
export const dropRingItems = <T extends Pick<BagItem, 'sku' | 'attributes'>>(items: readonly T[]): T[] =>
  items.filter((item) => !isRingItem(item));

export const ringItems = <T extends Pick<BagItem, 'sku' | 'attributes'>>(items: readonly T[]): T[] =>
  items.filter(isRingItem);

export const customAttribute = (item: Pick<BagItem, 'attributes'>, code: string): string | undefined =>
  item.attributes?.find((attribute) => attribute.code === code)?.value;

/** The ring lines that leave the bag with a line: removing the bag's last diamond takes its rings with it, since a
 * ring is sold with a diamond; removing anything else takes nothing else. */
export const ringsRemovedWith = <T extends Pick<BagItem, 'sku' | 'attributes' | 'lineId'>>(items: readonly T[], lineId: number): T[] => {
  const removed = items.find((item) => item.lineId === lineId);
  if (!removed || isRingItem(removed)) return [];
  return dropRingItems(items).some((item) => item.lineId !== lineId) ? [] : ringItems(items);
};
