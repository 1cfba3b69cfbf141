import { shopError, type ShopError } from './shop-error';

/** The user-facing messages of the spec's error catalogue, each with a stable code, so that every layer raises
 * the same text. Messages that take a value are functions below. */
export const SHOP_ERRORS = {
  RESULTS_NOT_LOADED: shopError('DISCOVERY.RESULTS_NOT_LOADED', 'There was an error loading the results'),
  DIAMOND_NOT_FOUND: shopError('DIAMOND.NOT_FOUND', 'Diamond was not found'),
  ITEM_NOT_ADDED: shopError('CART.ITEM_NOT_ADDED', 'Item was not added to cart'),
  ORDER_NOT_PLACED: shopError('CHECKOUT.ORDER_NOT_PLACED', 'Order was not placed'),
  SOMETHING_WENT_WRONG: shopError('GENERAL.SOMETHING_WENT_WRONG', 'Something went wrong. Please try again.'),
  RING_UNAVAILABLE: shopError('CART.RING_UNAVAILABLE', 'This ring is no longer available'),
  DIAMOND_UNAVAILABLE: shopError('CART.DIAMOND_UNAVAILABLE', 'This diamond is no longer available'),
  COUPON_INVALID: shopError('COUPON.INVALID', 'The coupon code is invalid'),
  COUPON_EMPTY: shopError('COUPON.EMPTY', 'Please enter a coupon code.'),
  NO_DIAMONDS_PASSED: shopError('COMPARE.NO_DIAMONDS_PASSED', 'There were no diamonds passed'),
  COMPARE_LIMIT: shopError('COMPARE.LIMIT', 'You can only compare two items at a time.'),
} as const satisfies Record<string, ShopError>;

export type ShopErrorName = keyof typeof SHOP_ERRORS;

export const noRingsInStockError = (option: string): ShopError =>
  shopError('RING.NONE_IN_STOCK', `There are no ${option} rings in stock right now.`);

/** Prompts before leaving, not errors, kept beside them because they are catalogue text too. */
export const LEAVE_SELECTION_PROMPT = 'Are you sure you want to leave?\nYou might lose your selected diamond';
export const LEAVE_COMPARISON_PROMPT = 'Are you sure you want to leave your comparison? Your choices will be lost.';

/** A sign-in sent with a blank field: the store names it by its API name ('username'); the form says Email. */
export const SIGN_IN_EMAIL_REQUIRED = 'Email is required.';
export const SIGN_IN_PASSWORD_REQUIRED = 'Password is required.';
