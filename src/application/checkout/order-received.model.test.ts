import { describe, expect, it } from 'vitest';
import type { Receipt } from './receipt-tracker.port';
import { OrderReceivedModel } from './order-received.model';
import { ReportPurchase } from './report-purchase.use-case';

const handed = { orderId: '000000007', email: 'ada@loupe.test', receipt: { value: 5400, currency: 'USD' as const, items: [{ sku: 'D1', name: 'Diamond', price: 6000, quantity: 1 }] } };

describe('the order received page', () => {
  it('shows the order handed over and reports its receipt once, when the page shows', () => {
    const receipts: Receipt[] = [];
    const model = new OrderReceivedModel(new ReportPurchase({ purchased: (receipt) => void receipts.push(receipt) }));
    model.open(handed);
    expect(model.state.order).toEqual({ orderId: '000000007', email: 'ada@loupe.test' });
    expect(receipts).toEqual([]);
    model.attach();
    model.open(handed);
    model.attach()();
    model.attach();
    expect(receipts).toEqual([{ orderId: '000000007', ...handed.receipt }]);
  });

  it('has no order, and reports nothing, without one', () => {
    const receipts: Receipt[] = [];
    const model = new OrderReceivedModel(new ReportPurchase({ purchased: (receipt) => void receipts.push(receipt) }));
    model.attach();
    model.open(null);
    model.open({ orderId: '000000007' });
    expect(model.state.order).toBeNull();
    expect(receipts).toEqual([]);
  });
});
