import { describe, expect, it } from 'vitest';
import { CustomerAccounts } from '../../application/kernel/customer-accounts.port';
import { CustomerTokenStore } from '../../application/kernel/customer-token.store.port';
import type { OrderDetails } from '../../domain/account/order-details';
import { serveWith } from '../../composition/container';
import { InMemoryCustomerAccounts } from '../../../test/doubles/in-memory-customer-accounts';
import { InMemoryCustomerToken } from '../../../test/doubles/in-memory-customer-token';
import { loaderArgs, type LoaderAnswer } from '../loader-test-support';
import { loader, type AccountPageData } from './account';

const adasOrder: OrderDetails = {
  number: '000000007',
  createdAt: '2026-03-02 09:00:00',
  billingFirstname: 'Ada',
  billingLastname: 'Lovelace',
  currency: 'USD',
  grandTotal: 5200,
  status: 'processing',
  lines: [{ sku: '100000001', name: '1.01 ct Round G VS1 Excellent diamond', unitPrice: 5200, quantity: 1, total: 5200 }],
  subtotal: 5200,
  discount: 0,
  shipping: 0,
  tax: 0,
  couponCode: null,
  billingAddress: null,
  shippingAddress: null,
  paymentMethod: 'braintree',
};

/** The account's loader for `path`, the browser signed in as `who` (or not), Ada holding order 000000007. */
const load = async (path: string, who: 'ada' | 'grace' | null) => {
  const tokens = new InMemoryCustomerToken();
  const accounts = new InMemoryCustomerAccounts(tokens);
  accounts.add({ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@loupe.test', addresses: [] }, 'pw', [adasOrder]);
  accounts.add({ firstname: 'Grace', lastname: 'Hopper', email: 'grace@loupe.test', addresses: [] }, 'pw');
  if (who) accounts.signIn(`${who}@loupe.test`, 'pw').subscribe((token) => tokens.save(token));
  return (await loader(loaderArgs(`http://shop.test${path}`, {}, serveWith(CustomerAccounts, accounts), serveWith(CustomerTokenStore, tokens))).catch((thrown: unknown) => thrown)) as
    | LoaderAnswer<AccountPageData>
    | Response;
};

describe('an order of the account, on the server', () => {
  it("renders the customer's order from the session", async () => {
    const answer = (await load('/account?order=000000007', 'ada')) as LoaderAnswer<AccountPageData>;
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toEqual({ orderSeed: { orderNumber: '000000007', order: adasOrder } });
  });

  it("answers 404 for another customer's order, and for an order no one has", async () => {
    for (const path of ['/account?order=000000007', '/account?order=000000099']) {
      const answer = (await load(path, 'grace')) as LoaderAnswer<AccountPageData>;
      expect(answer.init?.status, path).toBe(404);
      expect(answer.data).toMatchObject({ orderSeed: { order: null } });
    }
  });

  it('sends a shopper who is not signed in to sign in, coming back to the order', async () => {
    const sent = (await load('/account?order=000000007', null)) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get('Location')).toBe('/register?returnUrl=%2Faccount%3Forder%3D000000007');
  });

  it('renders the dashboard without an order named', async () => {
    const answer = (await load('/account', 'ada')) as LoaderAnswer<AccountPageData>;
    expect(answer.data).toMatchObject({ overview: { customer: { email: 'ada@loupe.test' }, orderHistory: [expect.objectContaining({ number: '000000007' })] } });
  });
});
