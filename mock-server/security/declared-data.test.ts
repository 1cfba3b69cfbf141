import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerClient, TEST_HASH_COST, usAddress } from '../test/customer-client';
import type { CustomerClient } from '../test/customer-client';
import { diamondIdAt, guestCartClient } from '../test/guest-cart-client';
import type { GuestCartClient } from '../test/guest-cart-client';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

/**
 * The store keeps only what it declares: a cart item takes the extension attribute `parent_sku` and the custom
 * attributes `ring_color`, `ring_metal`, `ring_size` (short values), and refuses anything else with Magento's 400
 * before storing it. Card numbers are refused on the account, address book, billing address and sign-in routes as
 * on the cart routes (`card-data-guard.test.ts` fuzzes every guarded route).
 */
const CARD = '4111 1111 1111 1111';
const cardRefused = { status: 400, body: { message: 'Card data must not be sent to the store.', parameters: [] } };

describe('cart items keep only the attributes the store declares', () => {
  let mock: TestServer;
  let carts: GuestCartClient;
  let cartId: string;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100 });
    carts = guestCartClient(mock.url);
    cartId = await carts.create();
  });
  afterAll(() => mock.close());

  const add = (extra: Record<string, unknown>) => carts.addItem(cartId, { cartItem: { sku: diamondIdAt(1), qty: 1, ...extra } });

  it('refuses an extension attribute the store does not declare, in Magento words', async () => {
    expect(await add({ extension_attributes: { gift_note: 'x' } })).toEqual({
      status: 400,
      body: {
        message: 'Property "%1" does not have accessor method "%2" in class "%3".',
        parameters: ['GiftNote', 'getGiftNote', 'Magento\\Quote\\Api\\Data\\CartItemExtensionInterface'],
      },
    });
  });

  it('refuses a custom attribute the store does not declare', async () => {
    expect(await add({ custom_attributes: [{ attribute_code: 'engraving', value: 'x' }] })).toEqual({
      status: 400,
      body: { message: 'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', parameters: ['engraving'] },
    });
  });

  it('refuses a megabyte hidden in a declared attribute', async () => {
    const huge = 'x'.repeat(1_000_000);
    expect((await add({ extension_attributes: { parent_sku: huge } })).status).toBe(400);
    expect((await add({ custom_attributes: [{ attribute_code: 'ring_size', value: huge }] })).status).toBe(400);
    expect((await add({ custom_attributes: [{ attribute_code: 'ring_size', value: { nested: [huge] } }] })).status).toBe(400);
    const items = await carts.items(cartId);
    expect(items.body).toEqual([]);
  });

  it('takes the declared ones', async () => {
    const added = await add({ extension_attributes: { parent_sku: 'fw-solitaire-er' }, custom_attributes: [{ attribute_code: 'ring_size', value: '6.5' }] });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ sku: diamondIdAt(1), extension_attributes: { parent_sku: 'fw-solitaire-er' } });
  });
});

describe('card numbers on the account routes', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let token: string;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
    token = await api.tokenFor('cards@example.com');
  });
  afterAll(() => mock.close());

  it('refuses a card number in a registration', async () => {
    expect(await api.call('POST', '/customers', undefined, { customer: { email: 'new@example.com', firstname: CARD, lastname: 'Doe' }, password: 'Secret-123' })).toEqual(cardRefused);
  });

  it('refuses a card number in an address of the address book', async () => {
    expect(await api.call('POST', '/falcon/customers/me/address', token, { address: usAddress({ company: `Card ${CARD}` }) })).toEqual(cardRefused);
  });

  it('refuses a card number in the default billing address', async () => {
    expect(await api.call('PUT', '/customers/me/billingAddress', token, { address: usAddress({ street: [CARD] }) })).toEqual(cardRefused);
  });

  it('refuses a card number typed as a sign-in name', async () => {
    expect(await api.signIn(CARD.replaceAll(' ', ''), 'Secret-123')).toEqual(cardRefused);
  });

  it('keeps the address book and the account as they were', async () => {
    const me = await api.me(token);
    expect(JSON.stringify(me.body)).not.toContain('4111');
  });
});
