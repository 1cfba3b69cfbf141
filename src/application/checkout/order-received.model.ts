import { NO_INSTRUCTIONS_MESSAGE, PAYMENT_PENDING_MESSAGE } from '../../domain/checkout/bank-transfer';
import { PresentationModel } from '../shell/presentation-model';
import type { OrderReceivedState } from './order-received';
import type { ReportPurchase } from './report-purchase.use-case';

export interface OrderReceivedPageState {
  /** The order the payment step handed over; null when the page was reached without one (it then leads home). */
  readonly order: Pick<OrderReceivedState, 'orderId' | 'email'> | null;
  /** The payment still to come (a bank transfer): what the page says of it and the store's instructions. */
  readonly pendingPayment: { readonly message: string; readonly instructions: string } | null;
}

/** /order-received: the order just placed, its receipt reported to the tag manager once, when the page shows. */
export class OrderReceivedModel extends PresentationModel<OrderReceivedPageState> {
  #handed: Partial<OrderReceivedState> | null = null;
  #shown = false;
  #reported: string | null = null;

  constructor(private readonly reportPurchase: ReportPurchase) {
    super({ order: null, pendingPayment: null });
  }

  /** The page opens with what the payment step handed over (the route state), or nothing. */
  open(handed: Partial<OrderReceivedState> | null): void {
    const { orderId, email, paymentPending, instructions } = handed ?? {};
    this.#handed = handed;
    const order = orderId && email ? { orderId, email } : null;
    const pendingPayment = order && paymentPending ? { message: PAYMENT_PENDING_MESSAGE, instructions: instructions?.trim() || NO_INSTRUCTIONS_MESSAGE } : null;
    this.setState({ order, pendingPayment });
    if (this.#shown) this.report();
  }

  protected override onAttach(): void {
    this.#shown = true;
    this.report();
  }

  protected override onDispose(): void {
    this.#shown = false;
  }

  private report(): void {
    const order = this.state.order;
    if (!order || this.#reported === order.orderId) return;
    this.#reported = order.orderId;
    const receipt = this.#handed?.receipt;
    this.reportPurchase.execute({ orderId: order.orderId, value: receipt?.value ?? 0, currency: 'USD', items: receipt?.items ?? [] });
  }
}
