import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { orderExamples } from '../../../contracts/store/rest';
import { MagentoCustomerAccounts } from './magento-customer-accounts';
import { MagentoHttpClient } from './magento-http-client';

const store = (status: number, body: unknown) =>
  new MagentoCustomerAccounts(
    new MagentoHttpClient({ baseUrl: '', fetch: vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) }),
  );
const refusal = (accounts: MagentoCustomerAccounts, email: string, password: string) =>
  firstValueFrom(accounts.signIn(email, password)).then(
    () => 'signed in',
    (error: unknown) => (error as Error).message,
  );
const required = (fieldName: string) => ({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName } });

describe('signing in at the store', () => {
  it("names a blank username as the form's Email field", async () => {
    await expect(refusal(store(400, required('username')), '', '')).resolves.toBe('Email is required.');
  });

  it('names a blank password as the Password field', async () => {
    await expect(refusal(store(400, required('password')), 'demo@loupe.test', '')).resolves.toBe('Password is required.');
  });

  it('names the Email field first when the store gathers both refusals', async () => {
    const both = { message: 'One or more input exceptions have occurred.', errors: [required('username'), required('password')] };
    await expect(refusal(store(400, both), '', '')).resolves.toBe('Email is required.');
  });

  it("keeps the store's words for any other refusal", async () => {
    const wrong = { message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.' };
    await expect(refusal(store(401, wrong), 'demo@loupe.test', 'nope')).resolves.toBe(wrong.message);
  });
});

describe('creating an account at the store', () => {
  const creation = (accounts: MagentoCustomerAccounts) =>
    firstValueFrom(accounts.register({ firstname: 'Ines', lastname: 'Diaz', email: 'ines@example.com' }, 'Engine1843')).then(
      () => 'created',
      (error: unknown) => error,
    );

  it.each([
    [{ message: '"%1" length must be equal or less than %2 characters.', parameters: ['First Name', '255'] }, 'firstname', 'Please shorten this to 255 characters or fewer.'],
    [{ message: '"%1" length must be equal or less than %2 characters.', parameters: ['Last Name', '255'] }, 'lastname', 'Please shorten this to 255 characters or fewer.'],
    [{ message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { fieldName: 'email', value: 'ines@' } }, 'email', 'Please check the email address.'],
    [required('lastname'), 'lastname', 'Required'],
  ])('reads the refusal %j as a refusal of the form field %s, in the words %j', async (answer, field, message) => {
    await expect(creation(store(400, answer))).resolves.toMatchObject({ code: 'FORM.FIELD_REFUSED', field, message });
  });

  it("keeps the store's words for a refusal that names no field", async () => {
    const taken = { message: 'A customer with the same email address already exists in an associated website.' };
    await expect(creation(store(400, taken))).resolves.toMatchObject({ message: taken.message });
    await expect(creation(store(400, taken))).resolves.not.toMatchObject({ code: 'FORM.FIELD_REFUSED' });
  });
});

describe("one order of the customer's at the store", () => {
  const answering = (body: unknown) => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    return { fetchMock, accounts: new MagentoCustomerAccounts(new MagentoHttpClient({ baseUrl: '', fetch: fetchMock })) };
  };

  it("asks the customer's order search for that increment id exactly, and reads the shipping address from the order's shipping assignment", async () => {
    const { fetchMock, accounts } = answering(orderExamples.searchResult);
    const order = await firstValueFrom(accounts.order('000000042'));
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://shop.test');
    expect(asked.pathname).toBe('/rest/V1/falcon/orders/mine');
    expect(asked.searchParams.get('searchCriteria[filter_groups][0][filters][0][field]')).toBe('increment_id');
    expect(asked.searchParams.get('searchCriteria[filter_groups][0][filters][0][value]')).toBe('000000042');
    expect(asked.searchParams.get('searchCriteria[filter_groups][0][filters][0][condition_type]')).toBe('eq');
    expect(order).toMatchObject({
      number: '000000042',
      status: 'pending',
      grandTotal: 5200,
      lines: [{ sku: '100000001', name: '1.01 ct Round G VS1 Excellent diamond', unitPrice: 5200, quantity: 1, total: 5200 }],
      subtotal: 5200,
      discount: 0,
      shipping: 0,
      tax: 0,
      billingAddress: { name: 'Dana Demo', company: null, street: ['350 Fifth Avenue', 'Apt 21B'], cityLine: 'New York, NY 10118', telephone: '2125550142' },
      shippingAddress: { name: 'Dana Demo', cityLine: 'New York, NY 10118' },
      paymentMethod: 'braintree',
    });
  });

  it('answers none when the search finds no order of that number', async () => {
    const { accounts } = answering({ items: [], total_count: 0 });
    await expect(firstValueFrom(accounts.order('000000001'))).resolves.toBeNull();
  });
});
