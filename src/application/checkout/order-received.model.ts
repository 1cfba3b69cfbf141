import type { PlacedOrder } from '../../domain/checkout/payment';
import type { Destination } from '../shell/destination';
import { PresentationModel } from '../shell/presentation-model';
import type { Receipt } from './receipt-tracker.port';
import type { ReportPurchase } from './report-purchase.use-case';

/** What the payment step hands over to /order-received when the order is placed (navigation state). */
export interface OrderHandover {
  readonly orderId: string;
  readonly email: string;
  readonly receipt?: Omit<Receipt, 'orderId'>;
}

/** Where a placed order leads: /order-received with the order number, the email and the receipt. */
export const orderReceivedDestination = (order: PlacedOrder): Destination => ({
  to: '/order-received',
  replace: true,
  state: { orderId: order.orderId, email: order.email, receipt: { value: order.value, currency: 'USD', items: order.items } } satisfies OrderHandover,
});

export interface OrderReceivedState {
  readonly order: { readonly orderId: string; readonly email: string } | null;
  readonly destination: Destination | null;
}

/** /order-received: thanks with the order number and the email; the receipt is reported once per order. Without
 * an order (the page opened directly), the home page. */
export class OrderReceivedModel extends PresentationModel<OrderReceivedState> {
  readonly #reported = new Set<string>();

  constructor(private readonly reportPurchase: ReportPurchase) {
    super({ order: null, destination: null });
  }

  open(handover: Partial<OrderHandover> | null | undefined): void {
    const orderId = handover?.orderId;
    const email = handover?.email;
    if (!orderId || !email) {
      this.setState({ order: null, destination: { to: '/', replace: true } });
      return;
    }
    this.setState({ order: { orderId, email }, destination: null });
    if (this.#reported.has(orderId)) return;
    this.#reported.add(orderId);
    this.reportPurchase.execute({ orderId, value: handover.receipt?.value ?? 0, currency: 'USD', items: handover.receipt?.items ?? [] });
  }
}
