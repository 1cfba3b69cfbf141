/**
 * Paying by bank transfer (Magento 2.4's offline method `banktransfer`, product decision: offered to every shopper).
 * The order is placed at once with the status `pending`; the store's instructions (its `payment/banktransfer/
 * instructions` text) tell the shopper where to send the money, and the order ships once it has arrived.
 */
export const BANK_TRANSFER_METHOD_CODE = 'banktransfer';

export const BANK_TRANSFER_LABEL = 'Bank transfer';

export const BANK_TRANSFER_EXPLANATION =
  'Place your order now and pay by bank transfer. We show you our bank details once the order is placed, and we ship your order when the money has arrived.';

/** What /order-received says of an order whose payment is still to come. */
export const PAYMENT_PENDING_MESSAGE = 'Your payment is pending: we ship your order once your bank transfer has arrived.';

/** Shown when the store gave no instructions with the order. */
export const NO_INSTRUCTIONS_MESSAGE = 'We will email you our bank details.';
