import { HttpError } from '../../http/http-error';

/** The answers of checkout (REST and GraphQL's placeOrder), worded as Magento 2.4 and its payment modules word them. */
export const checkoutErrors = {
  emptyCartShipping: () => new HttpError(400, "The shipping method can't be set for an empty cart. Add an item to cart and try again."),
  emptyCart: () => new HttpError(400, "The cart doesn't contain products."),
  shippingMissing: () => new HttpError(400, 'The shipping method is missing. Select the shipping method and try again.'),
  nonceInvalid: () => new HttpError(400, 'Payment method nonce is invalid.'),
  declined: () => new HttpError(400, 'Processor declined'),
  cardData: () => new HttpError(400, 'Card data must not be sent to the store.'),
  paymentMissing: () => new HttpError(400, 'Enter a valid payment method and try again.'),
  financingTokenInvalid: () => new HttpError(400, 'The financing checkout token is invalid.'),
  financingAmountMismatch: () => new HttpError(400, 'The financing amount does not match the order total.'),
} as const;
