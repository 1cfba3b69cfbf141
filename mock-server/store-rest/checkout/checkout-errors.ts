import { HttpError } from '../../http/http-error';

/** The answers of the checkout routes, worded as Magento 2.4 and its Braintree module word them. */
export const checkoutErrors = {
  emptyCartShipping: () => new HttpError(400, "The shipping method can't be set for an empty cart. Add an item to cart and try again."),
  emptyCart: () => new HttpError(400, "The cart doesn't contain products."),
  shippingMissing: () => new HttpError(400, 'The shipping method is missing. Select the shipping method and try again.'),
  nonceInvalid: () => new HttpError(400, 'Payment method nonce is invalid.'),
  declined: () => new HttpError(400, 'Processor declined'),
  cardData: () => new HttpError(400, 'Card data must not be sent to the store.'),
} as const;
