import { describe, expect, it } from 'vitest';
import { OrderReceivedModel, orderReceivedDestination } from './order-received.model';
import type { Receipt } from './receipt-tracker.port';
import { ReportPurchase } from './report-purchase.use-case';

const setUp = () => {
  const receipts: Receipt[] = [];
  return { receipts, model: new OrderReceivedModel(new ReportPurchase({ purchased: (receipt) => void receipts.push(receipt) })) };
};
const ITEMS = [{ sku: 'D1', name: 'Round diamond', price: 5000, quantity: 1 }];

describe('the order received model', () => {
  it('thanks for the order handed over by the payment step and reports its receipt once', () => {
    const { receipts, model } = setUp();
    const { state } = orderReceivedDestination({ orderId: '000000042', email: 'ada@loupe.test', value: 5000, items: ITEMS });
    model.open(state as object);
    model.open(state as object);
    expect(model.state).toEqual({ order: { orderId: '000000042', email: 'ada@loupe.test' }, destination: null });
    expect(receipts).toEqual([{ orderId: '000000042', value: 5000, currency: 'USD', items: ITEMS }]);
  });

  it('leads to the home page without an order, reporting nothing', () => {
    const { receipts, model } = setUp();
    model.open(null);
    expect(model.state.destination).toEqual({ to: '/', replace: true });
    model.open({ orderId: '000000042' });
    expect(model.state.order).toBeNull();
    expect(receipts).toEqual([]);
  });
});
