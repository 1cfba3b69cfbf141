import type { Address } from '../checkout/address';
import { BAG_HOLD_HOURS } from '../shared/timers';
import type { BagItem } from './bag-item';
import type { BagTotals } from './bag-totals';

/** A guest holds a cart addressed by a masked id; a customer's cart is reached through their token. */
export type CartType = 'guest' | 'customer';

/** The shopper's bag as the store holds it (the store calls it a cart). */
export interface Bag {
  readonly id: string;
  readonly type: CartType;
  readonly items: readonly BagItem[];
  readonly totals: BagTotals;
  readonly coupons: readonly string[];
  readonly billingAddress?: { readonly email?: string };
  readonly shippingAddress?: Address;
}

/** 'You have no items in your bag.' shows for an empty bag. */
export const EMPTY_BAG_MESSAGE = 'You have no items in your bag.';
export const BAG_HOLD_NOTICE = `Items will remain in your bag for ${BAG_HOLD_HOURS} hours`;
/** Under Checkout while a line is no longer available (a diamond another shopper bought): the store would refuse the
 * order, so the bag asks for the line to go first. */
export const UNAVAILABLE_ITEMS_NOTICE = 'Remove the items that are no longer available to check out.';
