import { HttpError } from '../../http/http-error';
import { magentoErrors } from '../../http/magento-errors';

/** The answers of the cart routes, worded as Magento 2.4 (and the diamond search module) word them. */
export const cartErrors = {
  /** Unknown or inactive masked id. Magento leaves `fieldValue` empty here; the mock names the id it was given. */
  cartNotFound: (cartId: string) => magentoErrors.noSuchEntity('cartId', cartId),
  /** `%1` is the quote's entity id, as Magento fills it even on the guest route. */
  itemNotInCart: (quoteId: number, itemId: string) =>
    new HttpError(404, "The %1 Cart doesn't contain the %2 item.", [String(quoteId), itemId]),
  productNotFound: () =>
    new HttpError(404, "The product that was requested doesn't exist. Verify the product and try again."),
  /** Same phrase as the recommendation service, so the storefront shows one message for a missing stone. */
  diamondNotFound: () => new HttpError(404, 'Diamond was not found'),
  /** A diamond is one stone: Magento's stock answer for more than is in stock. */
  qtyNotAvailable: () => new HttpError(400, 'The requested qty is not available'),
  /** A configurable product (a ring design) added by its own sku: Magento needs the variant or its options. */
  optionsRequired: () => new HttpError(400, 'You need to choose options for your item.'),
  /** Coupons on an empty cart; `%1` is the quote's entity id, as on the guest route too. */
  cartHasNoProducts: (quoteId: number) => new HttpError(404, 'The "%1" Cart doesn\'t contain products.', [String(quoteId)]),
  /** An unknown, expired or not applicable code: Magento 2.4 does not say which. */
  couponNotValid: () => new HttpError(404, "The coupon code isn't valid. Verify the code and try again."),
} as const;
