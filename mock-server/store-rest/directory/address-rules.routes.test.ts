import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAddress, shippingInformation } from '../../test/checkout-calls';
import { customerClient, TEST_HASH_COST, usAddress } from '../../test/customer-client';
import type { CustomerClient } from '../../test/customer-client';
import { diamondIdAt, guestCartClient } from '../../test/guest-cart-client';
import type { GuestCartClient } from '../../test/guest-cart-client';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

/** Magento 2.4's own refusals: the EAV text data model's length rule, and the address validation's. */
const tooLong = (label: string) => ({ message: '"%1" length must be equal or less than %2 characters.', parameters: [label, '255'] });
const required = (fieldName: string) => ({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName } });
const invalid = (fieldName: string, value: string) => ({ message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { fieldName, value } });

const LONG = 'x'.repeat(256);
const LONGEST = 'x'.repeat(255);

/** The regions the shop offers beyond the 50 states, with Magento's region ids and names. */
const NEW_REGIONS = [
  ['DC', 16, 'District of Columbia'],
  ['PR', 52, 'Puerto Rico'],
  ['AA', 7, 'Armed Forces Americas'],
  ['AE', 9, 'Armed Forces Europe'],
  ['AP', 11, 'Armed Forces Pacific'],
] as const;

describe('the store checks every address as Magento does: its lengths, its messages, the regions it delivers to', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let guest: GuestCartClient;
  let diamond = 10;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 200, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
    guest = guestCartClient(mock.url);
  });
  afterAll(() => mock.close());

  const guestCart = async () => {
    const cartId = await guest.create();
    expect((await guest.addDiamond({ cartId, diamondId: diamondIdAt(diamond++) })).status).toBe(200);
    return cartId;
  };
  const shipTo = async (address: Record<string, unknown>) => api.call('POST', `/guest-carts/${await guestCart()}/shipping-information`, undefined, shippingInformation({}, address));
  const billTo = async (address: Record<string, unknown>) => api.call('POST', `/guest-carts/${await guestCart()}/billing-address`, undefined, { address: checkoutAddress(address) });
  const saveInAddressBook = async (address: Record<string, unknown>) =>
    api.call('POST', '/falcon/customers/me/address', await api.tokenFor(`book-${Math.random()}@example.com`), { address: usAddress(address) });

  it.each(NEW_REGIONS)('ships to %s (region %i) and keeps it in the address book as %s', async (code, regionId, name) => {
    expect((await shipTo({ region_code: code, region_id: regionId })).status).toBe(200);
    expect((await billTo({ region_code: code })).status).toBe(200);
    const saved = await saveInAddressBook({ region: { region_code: code, region: name, region_id: regionId } });
    expect(saved).toMatchObject({ status: 200, body: { region: { region_code: code, region: name, region_id: regionId } } });
    // A client naming the region by its code alone gets the directory's name and id back (for AE, as Magento's lookup
    // by code answers, its first row: Armed Forces Africa, 6).
    const [byCodeName, byCodeId] = code === 'AE' ? ['Armed Forces Africa', 6] : [name, regionId];
    expect((await saveInAddressBook({ region: code })).body).toMatchObject({ region: { region_code: code, region: byCodeName, region_id: byCodeId } });
  });

  it.each([6, 8, 10])('takes AE under its other row %i of the directory', async (regionId) => {
    expect((await shipTo({ region_code: 'AE', region_id: regionId })).status).toBe(200);
  });

  it('refuses a region it does not deliver to, or an id of another region, on that field', async () => {
    expect(await shipTo({ region_code: 'GU' })).toEqual({ status: 400, body: invalid('region_code', 'GU') });
    expect(await billTo({ region_code: 'VI' })).toEqual({ status: 400, body: invalid('region_code', 'VI') });
    expect(await shipTo({ region_code: 'MA', region_id: 43 })).toEqual({ status: 400, body: invalid('regionId', '43') });
    expect(await saveInAddressBook({ region: { region_code: 'AS', region: 'American Samoa', region_id: 3 } })).toEqual({ status: 400, body: invalid('region_code', 'AS') });
    expect(await saveInAddressBook({ region: { region_id: 20 } })).toEqual({ status: 400, body: invalid('regionId', '20') });
    expect(await saveInAddressBook({ region: null })).toEqual({ status: 400, body: required('regionId') });
  });

  it.each([
    ['firstname', 'First Name'],
    ['lastname', 'Last Name'],
    ['city', 'City'],
    ['company', 'Company'],
    ['telephone', 'Phone Number'],
  ])('refuses a %s of 256 characters in Magento\'s words naming "%s", and takes 255', async (field, label) => {
    for (const send of [shipTo, billTo, saveInAddressBook]) {
      expect(await send({ [field]: LONG })).toEqual({ status: 400, body: tooLong(label) });
    }
    // The shop's checkout takes a phone as digits; the address book takes any text.
    if (field !== 'telephone') expect((await shipTo({ [field]: LONGEST })).status).toBe(200);
    expect((await saveInAddressBook({ [field]: LONGEST })).status).toBe(200);
  });

  it('counts a street line\'s length line by line, on trimmed text', async () => {
    for (const send of [shipTo, billTo, saveInAddressBook]) {
      expect(await send({ street: ['1 Main St', LONG] })).toEqual({ status: 400, body: tooLong('Street Address') });
    }
    expect((await shipTo({ street: [` ${LONGEST} `, LONGEST] })).status).toBe(200);
  });

  it('asks for a last name when only one name is given', async () => {
    expect(await shipTo({ firstname: 'Cher', lastname: '' })).toEqual({ status: 400, body: required('lastname') });
    expect(await saveInAddressBook({ lastname: ' ' })).toEqual({ status: 400, body: required('lastname') });
    expect(await shipTo({ street: [] })).toEqual({ status: 400, body: required('street') });
  });

  it('refuses a customer whose name is longer than Magento keeps, and creates one of 255', async () => {
    expect(await api.register('long-first@example.com', 'Secret-123', { firstname: LONG, lastname: 'Lovelace' })).toEqual({ status: 400, body: tooLong('First Name') });
    expect(await api.register('long-last@example.com', 'Secret-123', { firstname: 'Ada', lastname: LONG })).toEqual({ status: 400, body: tooLong('Last Name') });
    expect((await api.register('longest@example.com', 'Secret-123', { firstname: LONGEST, lastname: LONGEST })).status).toBe(200);
  });
});
