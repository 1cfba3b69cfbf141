import type { PlacedOrder } from '../../domain/checkout/payment';
import type { Destination } from '../shell/destination';
import type { Receipt } from './receipt-tracker.port';

/** What the payment step hands over to /order-received when the order is placed. */
export interface OrderReceivedState {
  readonly orderId: string;
  readonly email: string;
  /** The order's payment is still to come (a bank transfer), with the store's instructions for it. */
  readonly paymentPending?: boolean;
  readonly instructions?: string | null;
  readonly receipt?: Omit<Receipt, 'orderId'>;
}

/** After payment: /order-received with the order id, the email and the receipt for the tag manager, in place of the
 * payment page (the back button does not pay again). */
export const orderReceived = (order: PlacedOrder): Destination => {
  const state: OrderReceivedState = {
    orderId: order.orderId,
    email: order.email,
    paymentPending: order.paymentPending,
    instructions: order.instructions,
    receipt: { value: order.value, currency: 'USD', items: order.items },
  };
  return { to: '/order-received', state, replace: true };
};
