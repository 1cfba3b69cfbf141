import { wasReported, withReported } from '../../domain/checkout/reported-orders';
import type { Receipt, ReceiptTracker } from './receipt-tracker.port';
import type { ReportedOrders } from './reported-orders.port';

/** The receipt event of a placed order, for the tag manager: once per order in this browser, so that a reload of
 * /order-received, or a return to it through the history, does not count the revenue again. */
export class ReportPurchase {
  constructor(
    private readonly tracker: ReceiptTracker,
    private readonly reported: ReportedOrders,
  ) {}

  execute(receipt: Receipt): void {
    const reported = this.reported.read();
    if (wasReported(reported, receipt.orderId)) return;
    this.tracker.purchased(receipt);
    this.reported.write(withReported(reported, receipt.orderId));
  }
}
