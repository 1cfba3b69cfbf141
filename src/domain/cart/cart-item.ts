import type { DiamondId } from '../diamond/diamond';

export interface CustomAttribute {
  readonly attribute_code: string;
  readonly value: string;
}

/** A line of the bag as the store platform returns it; id is set to the sku on the client. */
export interface CartItem {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly price: number;
  readonly item_id: number;
  readonly qty: number;
  readonly quote_id: string;
  readonly extension_attributes?: { readonly parent_sku?: string };
  readonly custom_attributes?: readonly CustomAttribute[];
}

/** Attribute codes only a ring line carries. */
export const RING_ATTRIBUTE_CODES = ['ring_color', 'ring_size', 'ring_metal'] as const;

/** A ring is recognised by 'ring' anywhere in its sku (any case) or by one of the ring attributes. */
export const isRingItem = (item: Pick<CartItem, 'sku' | 'custom_attributes'>): boolean =>
  item.sku.toLowerCase().includes('ring') ||
  (item.custom_attributes ?? []).some((attribute) =>
    (RING_ATTRIBUTE_CODES as readonly string[]).includes(attribute.attribute_code),
  );

export type CartItemKind = { readonly kind: 'ring' } | { readonly kind: 'diamond'; readonly diamondId: DiamondId };

/** Anything that is not a ring is a diamond, and a diamond line's sku is the diamond id. */
export const classifyCartItem = (item: Pick<CartItem, 'sku' | 'custom_attributes'>): CartItemKind =>
  isRingItem(item) ? { kind: 'ring' } : { kind: 'diamond', diamondId: item.sku };

export const isDiamondItem = (item: Pick<CartItem, 'sku' | 'custom_attributes'>): boolean => !isRingItem(item);

/** The diamond cart kept in client state holds diamonds only; ring lines are dropped when it loads. */
export const dropRingItems = <T extends Pick<CartItem, 'sku' | 'custom_attributes'>>(items: readonly T[]): T[] =>
  items.filter((item) => !isRingItem(item));

export const ringItems = <T extends Pick<CartItem, 'sku' | 'custom_attributes'>>(items: readonly T[]): T[] =>
  items.filter(isRingItem);

export const hasRingItem = (items: readonly Pick<CartItem, 'sku' | 'custom_attributes'>[]): boolean =>
  items.some(isRingItem);

export const customAttribute = (item: Pick<CartItem, 'custom_attributes'>, code: string): string | undefined =>
  item.custom_attributes?.find((attribute) => attribute.attribute_code === code)?.value;

/** Clicking a ring line reopens the ring builder through its parent product; only a ring with its attributes and a
 * parent sku can be reopened. */
export const reopensRingBuilder = (item: Pick<CartItem, 'sku' | 'custom_attributes' | 'extension_attributes'>): boolean =>
  isRingItem(item) &&
  Boolean(item.extension_attributes?.parent_sku) &&
  (item.custom_attributes ?? []).some((attribute) =>
    (RING_ATTRIBUTE_CODES as readonly string[]).includes(attribute.attribute_code),
  );
