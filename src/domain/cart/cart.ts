import type { Address } from '../checkout/address';
import { BAG_HOLD_HOURS } from '../shared/timers';
import type { CartItem } from './cart-item';
import type { CartTotals } from './cart-totals';

/** A guest holds a cart addressed by a masked id; a customer's cart is reached through their token. */
export type CartType = 'guest' | 'customer';

export interface Cart {
  readonly id: string;
  readonly type: CartType;
  readonly items: readonly CartItem[];
  readonly totals: CartTotals;
  readonly coupons: readonly string[];
  readonly billing_address?: { readonly email?: string };
  readonly shipping_address?: Address;
}

/** 'You have no items in your bag.' shows for an empty bag. */
export const EMPTY_BAG_MESSAGE = 'You have no items in your bag.';
export const BAG_HOLD_NOTICE = `Items will remain in your bag for ${BAG_HOLD_HOURS} hours`;
/** Under Checkout while a line is no longer available (a diamond another shopper bought): the store would refuse the
 * order, so the bag asks for the line to go first. */
export const UNAVAILABLE_ITEMS_NOTICE = 'Remove the items that are no longer available to check out.';

export const isEmptyBag = (cart: Pick<Cart, 'items'> | null | undefined): boolean => !cart || cart.items.length === 0;

/** At checkout a bag with no lines cannot become an order. */
export const canPlaceOrder = (cart: Pick<Cart, 'items'> | null | undefined): boolean => !isEmptyBag(cart);
