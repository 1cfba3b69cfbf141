import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../domain/account/order-details';
import { InMemoryCustomerAccounts } from '../../../test/doubles/in-memory-customer-accounts';
import { InMemoryCustomerToken } from '../../../test/doubles/in-memory-customer-token';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { CustomerSession } from '../kernel/customer-session.service';
import { LoadOrder } from './load-order.query';
import { OrderDetailsModel } from './order-details.model';

const placed: OrderDetails = {
  number: '000000007',
  createdAt: '2026-03-02 09:00:00',
  billingFirstname: 'Ada',
  billingLastname: 'Lovelace',
  currency: 'USD',
  grandTotal: 5400,
  status: 'processing',
  lines: [{ sku: 'fw-halo-er-Rose Gold-14K-5', name: 'Royal Halo Ring-Rose Gold-14K-5', unitPrice: 1500, quantity: 2, total: 3000 }],
  subtotal: 6000,
  discount: -600,
  shipping: 0,
  tax: 0,
  couponCode: 'WELCOME10',
  billingAddress: { name: 'Ada Lovelace', company: null, street: ['1 Main St'], cityLine: 'Austin, TX 73301', telephone: '5125550100' },
  shippingAddress: null,
  paymentMethod: 'affirm_gateway',
};

/** Ada, with her order 000000007, and Grace, with none; `signedIn` names who the browser holds a token of. */
const setUp = (signedIn: 'ada' | 'grace' | null) => {
  const tokens = new InMemoryCustomerToken();
  const accounts = new InMemoryCustomerAccounts(tokens);
  accounts.add({ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@loupe.test', addresses: [] }, 'pw', [placed]);
  accounts.add({ firstname: 'Grace', lastname: 'Hopper', email: 'grace@loupe.test', addresses: [] }, 'pw');
  if (signedIn) accounts.signIn(`${signedIn}@loupe.test`, 'pw').subscribe((token) => tokens.save(token));
  const session = new CustomerSession(accounts, tokens, new RecordingLogger());
  const model = new OrderDetailsModel(new LoadOrder(session, accounts));
  model.attach();
  return { model, accounts };
};

describe('an order opened from the account', () => {
  it("shows the customer's order: its lines as a jeweller writes them, totals, addresses, payment and status", () => {
    const { model } = setUp('ada');
    model.open('000000007');
    expect(model.state.status).toBe('ready');
    expect(model.state.order).toEqual({
      number: '000000007',
      placed: 'March 2, 2026',
      status: 'Processing',
      lines: [{ key: '0:fw-halo-er-Rose Gold-14K-5', sku: 'fw-halo-er-Rose Gold-14K-5', name: 'Royal Halo Ring · Rose Gold · 14K · size 5', quantity: 2, price: '$3,000.00' }],
      subtotal: '$6,000.00',
      discount: '-$600.00',
      couponCode: 'WELCOME10',
      shipping: 'Free',
      tax: '$0.00',
      total: '$5,400.00',
      billingAddress: placed.billingAddress,
      shippingAddress: null,
      payment: 'Paid in monthly installments with financing',
    });
  });

  it("never shows another customer's order: it is not found", () => {
    const { model } = setUp('grace');
    model.open('000000007');
    expect(model.state).toMatchObject({ status: 'not-found', order: null, message: 'We could not find that order in your account.' });
  });

  it('sends a shopper who is not signed in to sign in, and back to the order', () => {
    const { model } = setUp(null);
    model.open('000000007');
    expect(model.state.destination).toEqual({ to: '/register?returnUrl=%2Faccount%3Forder%3D000000007', replace: true });
    expect(model.state.order).toBeNull();
  });

  it('shows the order the server read at once, without asking the store again', () => {
    const { model, accounts } = setUp('ada');
    model.seed({ orderNumber: '000000007', order: placed });
    accounts.order = () => {
      throw new Error('the store was asked again');
    };
    model.open('000000007');
    expect(model.state).toMatchObject({ status: 'ready', order: { number: '000000007', total: '$5,400.00' } });
  });

  it('says the store could not answer, rather than that the order does not exist', () => {
    const { model } = setUp('ada');
    model.seed({ orderNumber: '000000007', order: null, unavailable: true });
    expect(model.state).toMatchObject({ status: 'failed', message: 'Something went wrong. Please try again.' });
  });
});
