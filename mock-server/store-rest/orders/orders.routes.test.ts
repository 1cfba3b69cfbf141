import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerClient, DEMO, notAuthorizedSelf, TEST_HASH_COST } from '../../test/customer-client';
import type { CustomerClient } from '../../test/customer-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

interface OrderList {
  items: { increment_id: string; customer_id: number; created_at: string; base_currency_code: string; billing_address: { firstname: string } }[];
  total_count: number;
  search_criteria: unknown;
}

describe('the customer\'s orders: GET /V1/falcon/orders/mine', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let demoToken: string;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
    demoToken = (await api.signIn(DEMO.email, DEMO.password)).body as string;
  });
  afterAll(() => mock.close());
  const orders = async (query: string, token = demoToken) => api.call('GET', `/falcon/orders/mine${query}`, token);
  const filter = (value: string, condition: string) =>
    `searchCriteria[filter_groups][0][filters][0][field]=created_at&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(value)}` +
    `&searchCriteria[filter_groups][0][filters][0][condition_type]=${condition}`;

  it('lists the demo customer\'s past order', async () => {
    const { status, body } = await orders('?searchCriteria[sortOrders][0][field]=created_at&searchCriteria[sortOrders][0][direction]=DESC');
    expect(status).toBe(200);
    const list = body as OrderList;
    expect(list.total_count).toBe(1);
    expect(list.items[0]).toMatchObject({
      increment_id: '000000001',
      customer_id: 1,
      customer_email: DEMO.email,
      status: 'complete',
      base_currency_code: 'USD',
      billing_address: { firstname: 'Dana', lastname: 'Demo' },
      items: [{ qty_ordered: 1 }],
    });
    const [order] = list.items as unknown as { base_grand_total: number; grand_total: number; created_at: string }[];
    expect(order?.base_grand_total).toBeGreaterThan(0);
    expect(order?.grand_total).toBe(order?.base_grand_total);
    expect((order?.created_at ?? '') < '2026-01-01 00:00:00').toBe(true);
    expect(list.search_criteria).toMatchObject({ sort_orders: [{ field: 'created_at', direction: 'DESC' }] });
  });

  it('filters by created_at (gteq, gt, lteq) and pages', async () => {
    const total = async (query: string) => ((await orders(`?${query}`)).body as OrderList).total_count;
    expect(await total(filter('2025-12-01 00:00:00', 'gteq'))).toBe(1);
    expect(await total(filter('2025-12-31 00:00:00', 'gteq'))).toBe(0);
    expect(await total(filter('2025-12-28 15:30:00', 'gt'))).toBe(0);
    expect(await total(filter('2025-12-28 15:30:00', 'lteq'))).toBe(1);
    const paged = (await orders('?searchCriteria[pageSize]=1&searchCriteria[currentPage]=1')).body as OrderList;
    expect(paged.items).toHaveLength(1);
    expect((await orders('?searchCriteria[filter_groups][0][filters][0][field]=password_hash&searchCriteria[filter_groups][0][filters][0][value]=x')).status).toBe(400);
  });

  it('shows another customer none of the demo customer\'s orders, whatever the criteria', async () => {
    const token = await api.tokenFor('no-orders@example.com');
    expect((await orders('', token)).body).toMatchObject({ items: [], total_count: 0 });
    const byId = `?searchCriteria[filter_groups][0][filters][0][field]=increment_id&searchCriteria[filter_groups][0][filters][0][value]=000000001`;
    expect((await orders(byId, token)).body).toMatchObject({ items: [], total_count: 0 });
  });

  it("answers one order, as the account's order page asks for it (its increment id, exactly), with its lines, totals and both addresses", async () => {
    const one = '?searchCriteria[filter_groups][0][filters][0][field]=increment_id&searchCriteria[filter_groups][0][filters][0][value]=000000001&searchCriteria[filter_groups][0][filters][0][condition_type]=eq&searchCriteria[pageSize]=1';
    const { status, body } = await orders(one);
    expect(status).toBe(200);
    const list = body as { items: Record<string, unknown>[]; total_count: number };
    expect(list.total_count).toBe(1);
    expect(list.items[0]).toMatchObject({
      increment_id: '000000001',
      status: 'complete',
      subtotal: expect.any(Number),
      shipping_amount: 0,
      tax_amount: 0,
      items: [expect.objectContaining({ sku: expect.stringMatching(/^fw-solitaire-er-/), qty_ordered: 1, row_total: expect.any(Number) })],
      billing_address: { street: ['350 Fifth Avenue', 'Apt 21B'], city: 'New York', address_type: 'billing' },
      extension_attributes: { shipping_assignments: [{ shipping: { address: { street: ['350 Fifth Avenue', 'Apt 21B'], city: 'New York', address_type: 'shipping' }, method: 'freeshipping_freeshipping' } }] },
    });
    // Another customer asking for the same number finds nothing, however the search is written.
    const token = await api.tokenFor('no-orders@example.com');
    expect((await orders(one, token)).body).toMatchObject({ items: [], total_count: 0 });
    const like = one.replace('condition_type]=eq', 'condition_type]=like').replace('value]=000000001', 'value]=%25');
    expect((await orders(like, token)).body).toMatchObject({ items: [], total_count: 0 });
  });

  it('answers 401 without a valid token', async () => {
    expect(await orders('', 'made-up')).toEqual({ status: 401, body: notAuthorizedSelf });
    expect(await api.call('GET', '/falcon/orders/mine')).toEqual({ status: 401, body: notAuthorizedSelf });
  });
});
