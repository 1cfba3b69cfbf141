import { describe, expect, it } from 'vitest';
import type { Receipt } from './receipt-tracker.port';
import { OrderReceivedModel } from './order-received.model';
import { ReportPurchase } from './report-purchase.use-case';
import type { ReportedOrders } from './reported-orders.port';

/** The browser's storage of reported orders, kept across page loads. */
const browserStorage = (): ReportedOrders & { list: readonly string[] } => {
  const kept = { list: [] as readonly string[], read: () => kept.list, write: (list: readonly string[]) => void (kept.list = list) };
  return kept;
};

const handed = { orderId: '000000007', email: 'ada@loupe.test', receipt: { value: 5400, currency: 'USD' as const, items: [{ sku: 'D1', name: 'Diamond', price: 6000, quantity: 1 }] } };

describe('the order received page', () => {
  it('shows the order handed over and reports its receipt once, when the page shows', () => {
    const receipts: Receipt[] = [];
    const model = new OrderReceivedModel(new ReportPurchase({ purchased: (receipt) => void receipts.push(receipt) }, browserStorage()));
    model.open(handed);
    expect(model.state.order).toEqual({ orderId: '000000007', email: 'ada@loupe.test' });
    expect(receipts).toEqual([]);
    model.attach();
    model.open(handed);
    model.attach()();
    model.attach();
    expect(receipts).toEqual([{ orderId: '000000007', ...handed.receipt }]);
  });

  it("says an order's payment is pending with the store's instructions; an order paid already says nothing of it", () => {
    const model = new OrderReceivedModel(new ReportPurchase({ purchased: () => undefined }, browserStorage()));
    model.open({ ...handed, paymentPending: true, instructions: 'Transfer the total to account 42.' });
    expect(model.state.pendingPayment).toEqual({ message: 'Your payment is pending: we ship your order once your bank transfer has arrived.', instructions: 'Transfer the total to account 42.' });
    model.open({ ...handed, paymentPending: true, instructions: null });
    expect(model.state.pendingPayment?.instructions).toBe('We will email you our bank details.');
    model.open({ ...handed, paymentPending: false, instructions: null });
    expect(model.state.pendingPayment).toBeNull();
    model.open(handed);
    expect(model.state.pendingPayment).toBeNull();
  });

  it('has no order, and reports nothing, without one', () => {
    const receipts: Receipt[] = [];
    const model = new OrderReceivedModel(new ReportPurchase({ purchased: (receipt) => void receipts.push(receipt) }, browserStorage()));
    model.attach();
    model.open(null);
    model.open({ orderId: '000000007' });
    expect(model.state.order).toBeNull();
    expect(receipts).toEqual([]);
  });

  it('reports an order once in this browser, however often the page opens again on it; another order is reported', () => {
    const receipts: Receipt[] = [];
    const storage = browserStorage();
    const page = () => {
      const model = new OrderReceivedModel(new ReportPurchase({ purchased: (receipt) => void receipts.push(receipt) }, storage));
      model.open(handed);
      model.attach();
      return model;
    };
    page();
    page();
    page();
    expect(receipts.map((receipt) => receipt.orderId)).toEqual(['000000007']);
    expect(storage.list).toEqual(['000000007']);
    const next = new OrderReceivedModel(new ReportPurchase({ purchased: (receipt) => void receipts.push(receipt) }, storage));
    next.open({ ...handed, orderId: '000000008' });
    next.attach();
    expect(receipts.map((receipt) => receipt.orderId)).toEqual(['000000007', '000000008']);
    // The data layer's event still names its order.
    expect(receipts[1]).toMatchObject({ orderId: '000000008', value: 5400 });
  });
});
