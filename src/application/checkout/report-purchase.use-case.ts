import type { Receipt, ReceiptTracker } from './receipt-tracker.port';

/** The receipt event of a placed order, for the tag manager. */
export class ReportPurchase {
  constructor(private readonly tracker: ReceiptTracker) {}

  execute(receipt: Receipt): void {
    this.tracker.purchased(receipt);
  }
}
