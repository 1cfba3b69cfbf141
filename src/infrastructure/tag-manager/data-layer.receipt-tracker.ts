import type { Receipt, ReceiptTracker } from '../../application/checkout/receipt-tracker.port';

type DataLayerHost = { dataLayer?: unknown[] };

/** Pushes the purchase onto the tag manager's `dataLayer` in its e-commerce shape; the array is created when the
 * tag manager has not loaded yet, which then reads it on start. */
export class DataLayerReceiptTracker implements ReceiptTracker {
  constructor(private readonly host: DataLayerHost) {}

  purchased(receipt: Receipt): void {
    this.host.dataLayer ??= [];
    this.host.dataLayer.push({
      event: 'purchase',
      ecommerce: {
        transaction_id: receipt.orderId,
        value: receipt.value,
        currency: receipt.currency,
        items: receipt.items.map((item) => ({ item_id: item.sku, item_name: item.name, price: item.price, quantity: item.quantity })),
      },
    });
  }
}
