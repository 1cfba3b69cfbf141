import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerClient, DEMO, TEST_HASH_COST, usAddress } from '../../test/customer-client';
import type { CustomerClient } from '../../test/customer-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

interface Address {
  id: number;
  customer_id: number;
  city: string;
  street: string[];
  telephone: string;
  default_billing: boolean;
  default_shipping: boolean;
  region: { region_code: string | null };
}

describe('the address book: /V1/falcon/customers/me/address and /V1/customers/me/billingAddress', () => {
  let mock: TestServer;
  let api: CustomerClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
  });
  afterAll(() => mock.close());
  const path = '/falcon/customers/me/address';

  it('lists the demo customer\'s default billing and shipping address', async () => {
    const token = (await api.signIn(DEMO.email, DEMO.password)).body as string;
    const { status, body } = await api.call('GET', path, token);
    expect(status).toBe(200);
    const addresses = body as Address[];
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toMatchObject({ id: 1, customer_id: 1, country_id: 'US', default_billing: true, default_shipping: true, region: { region_code: 'NY' } });
    expect(addresses[1]).toMatchObject({ id: 2, default_billing: false, default_shipping: false });
  });

  it('adds, updates and deletes addresses, with new ids and one default of each kind', async () => {
    const token = await api.tokenFor('book@example.com');
    expect(await api.call('GET', path, token)).toEqual({ status: 200, body: [] });

    const first = await api.call('POST', path, token, { address: usAddress({ id: 999, default_billing: true, default_shipping: true }) });
    expect(first.status).toBe(200);
    const home = first.body as Address;
    expect(home).toMatchObject({ city: 'Boston', telephone: '6175550100', street: ['12 Analytical Way'], default_billing: true, default_shipping: true });
    expect(home.id).not.toBe(999);

    const second = (await api.call('POST', path, token, { address: usAddress({ city: 'Chicago', default_shipping: true }) })).body as Address;
    expect(second.id).toBeGreaterThan(home.id);
    let list = (await api.call('GET', path, token)).body as Address[];
    expect(list.map((address) => [address.id, address.default_billing, address.default_shipping])).toEqual([
      [home.id, true, false],
      [second.id, false, true],
    ]);

    const updated = await api.call('PUT', path, token, { address: usAddress({ id: second.id, city: 'Denver', default_billing: true }) });
    expect(updated.body).toMatchObject({ id: second.id, city: 'Denver', default_billing: true, default_shipping: true });
    list = (await api.call('GET', path, token)).body as Address[];
    expect(list.find((address) => address.id === home.id)).toMatchObject({ default_billing: false, default_shipping: false });

    const me = (await api.me(token)).body as { default_billing: string; default_shipping: string };
    expect(me).toMatchObject({ default_billing: String(second.id), default_shipping: String(second.id) });

    expect(await api.call('DELETE', `${path}/${home.id}`, token)).toEqual({ status: 200, body: true });
    expect(((await api.call('GET', path, token)).body as Address[]).map((address) => address.id)).toEqual([second.id]);
    expect(await api.call('DELETE', `${path}/${home.id}`, token)).toEqual({
      status: 404,
      body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'addressId', fieldValue: String(home.id) } },
    });
    expect((await api.call('DELETE', `${path}/abc`, token)).status).toBe(400);
  });

  it('validates an address: required fields and the one country', async () => {
    const token = await api.tokenFor('strict@example.com');
    expect((await api.call('POST', path, token, { address: usAddress({ city: '' }) })).body).toEqual({
      message: '"%fieldName" is required. Enter and try again.',
      parameters: { fieldName: 'city' },
    });
    expect((await api.call('POST', path, token, { address: usAddress({ country_id: 'FR' }) })).body).toEqual({
      message: 'Invalid value of "%value" provided for the %fieldName field.',
      parameters: { value: 'FR', fieldName: 'country_id' },
    });
    expect((await api.call('PUT', path, token, { address: usAddress() })).body).toEqual({
      message: '"%fieldName" is required. Enter and try again.',
      parameters: { fieldName: 'id' },
    });
  });

  it('keeps a Boston zip with its leading zero and refuses a zip of four digits on its postcode', async () => {
    const token = await api.tokenFor('boston@example.com');
    const saved = await api.call('POST', path, token, { address: usAddress({ city: 'Boston', postcode: '02108' }) });
    expect(saved).toMatchObject({ status: 200, body: { city: 'Boston', postcode: '02108' } });
    expect(await api.call('POST', path, token, { address: usAddress({ postcode: '2108' }) })).toEqual({
      status: 400,
      body: { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { fieldName: 'postcode', value: '2108' } },
    });
    expect((await api.call('POST', path, token, { address: usAddress({ postcode: 2108 }) })).body).toMatchObject({ parameters: { fieldName: 'postcode', value: '2108' } });
  });

  it('answers and saves the default billing address', async () => {
    const token = await api.tokenFor('billing@example.com');
    const me = (await api.me(token)).body as { id: number };
    expect(await api.call('GET', '/customers/me/billingAddress', token)).toEqual({
      status: 404,
      body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'customerId', fieldValue: String(me.id) } },
    });
    const saved = await api.call('PUT', '/customers/me/billingAddress', token, { address: usAddress({ city: 'Austin' }) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ city: 'Austin', default_billing: true, default_shipping: false });
    const billing = await api.call('GET', '/customers/me/billingAddress', token);
    expect(billing.body).toEqual(saved.body);

    const other = (await api.call('POST', '/falcon/customers/me/address', token, { address: usAddress({ city: 'Reno' }) })).body as Address;
    const moved = await api.call('PUT', '/customers/me/billingAddress', token, { address: usAddress({ id: other.id, city: 'Reno' }) });
    expect(moved.body).toMatchObject({ id: other.id, default_billing: true });
    expect(((await api.call('GET', '/customers/me/billingAddress', token)).body as Address).id).toBe(other.id);
  });
});
