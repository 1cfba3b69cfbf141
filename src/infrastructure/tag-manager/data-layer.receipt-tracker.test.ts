import { describe, expect, it } from 'vitest';
import { DataLayerReceiptTracker } from './data-layer.receipt-tracker';

describe('DataLayerReceiptTracker', () => {
  it('pushes the purchase in the tag manager e-commerce shape, creating the data layer if needed', () => {
    const host: { dataLayer?: unknown[] } = {};
    new DataLayerReceiptTracker(host).purchased({ orderId: '000000007', value: 5400, currency: 'USD', items: [{ sku: 'D1', name: '1.01 ct Round', price: 6000, quantity: 1 }] });
    expect(host.dataLayer).toEqual([
      { event: 'purchase', ecommerce: { transaction_id: '000000007', value: 5400, currency: 'USD', items: [{ item_id: 'D1', item_name: '1.01 ct Round', price: 6000, quantity: 1 }] } },
    ]);
  });
});
