import { firstValueFrom, Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { anAddress } from '../../infrastructure/in-memory/address-fixtures';
import { aDiamond } from '../../infrastructure/in-memory/diamond-fixtures';
import { InMemoryBagStore, InMemoryCartRepository } from '../../infrastructure/in-memory/in-memory-cart.repository';
import { DECLINED_NONCE, InMemoryCheckoutGateway, InMemoryFinancingProvider } from '../../infrastructure/in-memory/in-memory-checkout';
import { InMemoryCustomerAccounts } from '../../infrastructure/in-memory/in-memory-customer-accounts';
import { InMemoryRecommendationGateway } from '../../infrastructure/in-memory/in-memory-recommendation.gateway';
import { InMemoryRingCatalog } from '../../infrastructure/in-memory/in-memory-ring-catalog';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
import { CustomerSession } from '../account/customer-session.service';
import { Bag } from '../bag/bag.service';
import { Checkout } from './checkout.service';

const stone = aDiamond({ diamond_id: 'D1', total_sales_price: 6000 });
const bigStone = aDiamond({ diamond_id: 'D9', total_sales_price: 17_500.01 });

const ada = anAddress();
const grace = anAddress({ firstname: 'Grace', lastname: 'Hopper', city: 'Arlington', region: { region_code: 'VA', region: 'Virginia', region_id: 61 }, email: 'grace@example.com' });

function setUp(options: { items?: readonly string[]; customer?: boolean } = {}) {
  const carts = new InMemoryCartRepository([stone, bigStone]);
  const store = new InMemoryBagStore();
  const logger = new RecordingLogger();
  let token: string | null = null;
  const tokens = { read: () => token, save: (value: string) => void (token = value), clear: () => void (token = null) };
  const accounts = new InMemoryCustomerAccounts(tokens);
  const cartId = options.customer ? 'mine' : 'g1';
  if (options.customer) {
    accounts.add({ firstname: 'Dana', lastname: 'Demo', email: 'demo@loupe.test', addresses: [{ ...grace, id: 7, default_billing: true, default_shipping: true }] }, 'pw');
    accounts.signIn('demo@loupe.test', 'pw').subscribe(tokens.save);
    carts.customerCartId = 'mine';
  } else {
    store.guestCartId = 'g1';
  }
  store.diamondId = 'D1';
  const stones = [stone, bigStone];
  carts.carts.set(
    cartId,
    (options.items ?? ['D1']).map((sku, index) => ({ id: sku, sku, name: `Diamond ${sku}`, price: stones.find((s) => s.diamond_id === sku)?.total_sales_price ?? 0, lineId: index + 1, qty: 1, cartId })),
  );
  const gateway = new InMemoryCheckoutGateway(carts);
  const financing = new InMemoryFinancingProvider();
  const bag = new Bag(carts, store, new InMemoryRecommendationGateway(stones), new InMemoryRingCatalog([], []), logger);
  const session = new CustomerSession(accounts, tokens, logger);
  const checkout = new Checkout(carts, store, gateway, gateway, financing, bag, session, logger);
  return { carts, store, gateway, financing, checkout, cartId };
}

describe('Checkout', () => {
  it.each([
    ['the billing zip', { billing: { ...ada, postcode: '2108' }, shipping: grace, sameAsBilling: false }, 'billing'],
    ['the shipping zip', { billing: ada, shipping: { ...grace, postcode: '2108' }, sameAsBilling: false }, 'shipping'],
    ['the zip of the one address', { billing: { ...ada, postcode: '2108' }, shipping: { ...ada, postcode: '2108' }, sameAsBilling: true }, 'billing'],
  ] as const)('places a refusal of %s on the address that holds it', async (_case, addresses, address) => {
    const { checkout } = setUp();
    await expect(firstValueFrom(checkout.saveAddresses(addresses))).rejects.toEqual({
      code: 'CHECKOUT.ADDRESS_FIELD_REFUSED',
      message: 'Invalid value of "2108" provided for the postcode field.',
      field: 'zip',
      address,
    });
  });

  it('answers the bag at once, then the saved addresses, for a form that opens before they arrive', async () => {
    const { checkout, gateway } = setUp();
    gateway.billing.set('g1', ada);
    const views: { addressesKnown: boolean; billing: unknown }[] = [];
    const gate = new Subject<void>();
    gateway.addressesGate = gate;
    const subscription = checkout.loadInStages().subscribe((view) => views.push(view));
    await vi.waitFor(() => expect(views).toHaveLength(1));
    expect(views[0]).toMatchObject({ addressesKnown: false, billing: null });
    gate.next();
    await vi.waitFor(() => expect(views).toHaveLength(2));
    expect(views[1]).toMatchObject({ addressesKnown: true, billing: ada });
    subscription.unsubscribe();
  });

  it('puts billing and shipping on the cart with free shipping', async () => {
    const { checkout, gateway } = setUp();
    const totals = await firstValueFrom(checkout.saveAddresses({ billing: ada, shipping: grace, sameAsBilling: false }));
    expect(totals.grand_total).toBe(6000);
    expect(gateway.billing.get('g1')).toEqual(ada);
    expect(gateway.shipping.get('g1')).toEqual(grace);
    expect(gateway.sentBodies.at(-1)).toMatchObject({ method: { carrierCode: 'freeshipping', methodCode: 'freeshipping' }, sameAsBilling: false });
  });

  it('ships to the billing address when it is the same', async () => {
    const { checkout, gateway } = setUp();
    await firstValueFrom(checkout.saveAddresses({ billing: ada, shipping: grace, sameAsBilling: true }));
    expect(gateway.shipping.get('g1')).toEqual(ada);
  });

  it('starts the forms from the cart, else from the customer defaults', async () => {
    const guest = setUp();
    guest.gateway.billing.set('g1', ada);
    expect(await firstValueFrom(guest.checkout.load())).toMatchObject({ billing: ada, shipping: ada, email: 'ada@example.com', customer: null });
    const customer = setUp({ customer: true });
    const view = await firstValueFrom(customer.checkout.load());
    expect(view).toMatchObject({ billing: { firstname: 'Grace' }, shipping: { firstname: 'Grace' }, email: 'demo@loupe.test', customer: { email: 'demo@loupe.test' } });
  });

  it('places a guest card order for the billing email and shows its increment id, then forgets the bag and the diamond', async () => {
    const { checkout, gateway, store } = setUp();
    await firstValueFrom(checkout.saveAddresses({ billing: ada, shipping: ada, sameAsBilling: true }));
    const order = await firstValueFrom(checkout.payByCard('nonce-ok'));
    expect(order).toEqual({ orderId: '000000002', email: 'ada@example.com', value: 6000, items: [{ sku: 'D1', name: 'Diamond D1', price: 6000, quantity: 1 }] });
    // The guest's email and the nonce went on the cart, then the order was placed.
    expect(gateway.sentBodies.slice(-2)).toEqual([{ cartId: 'g1', email: 'ada@example.com' }, { cartId: 'g1', payment: { method: 'braintree', proof: 'nonce-ok' } }]);
    expect(gateway.orders).toEqual([expect.objectContaining({ id: '2', cartId: 'g1', method: 'braintree', email: 'ada@example.com' })]);
    expect([store.guestCartId, store.diamondId, store.customerCartId]).toEqual([null, null, null]);
  });

  it("places a customer's card order on the customer's cart with the account email and shows its increment id", async () => {
    const { checkout, gateway } = setUp({ customer: true });
    await firstValueFrom(checkout.saveAddresses({ billing: ada, shipping: ada, sameAsBilling: true }));
    const order = await firstValueFrom(checkout.payByCard('nonce-ok'));
    expect(order.email).toBe('demo@loupe.test');
    expect(order.orderId).toBe('000000002');
    expect(gateway.sentBodies.at(-1)).toEqual({ cartId: 'mine', payment: { method: 'braintree', proof: 'nonce-ok' } });
    expect(gateway.guestEmails.size).toBe(0);
  });

  it("refuses an empty bag with 'Order was not placed' before calling the store", async () => {
    const { checkout, gateway } = setUp({ items: [] });
    gateway.billing.set('g1', ada);
    await expect(firstValueFrom(checkout.payByCard('nonce-ok'))).rejects.toEqual({ code: 'CHECKOUT.ORDER_NOT_PLACED', message: 'Order was not placed' });
    expect(gateway.sentBodies).toEqual([]);
  });

  it("reads the store's empty-cart refusal as 'Order was not placed' too", async () => {
    const { checkout, gateway, carts } = setUp();
    await firstValueFrom(checkout.saveAddresses({ billing: ada, shipping: ada, sameAsBilling: true }));
    gateway.failWith = new Error("Unable to place order: The cart doesn't contain products.");
    await expect(firstValueFrom(checkout.payByCard('nonce-ok'))).rejects.toMatchObject({ message: 'Order was not placed' });
    expect(carts.carts.get('g1')).toHaveLength(1);
  });

  it("keeps the bag on a decline and passes on the store's message; the used nonce is refused, a new one pays", async () => {
    const { checkout, store, carts } = setUp();
    await firstValueFrom(checkout.saveAddresses({ billing: ada, shipping: ada, sameAsBilling: true }));
    await expect(firstValueFrom(checkout.payByCard(DECLINED_NONCE))).rejects.toEqual({ code: 'CHECKOUT.STORE_REFUSED', message: 'Unable to place order: Processor declined' });
    expect([store.guestCartId, store.diamondId]).toEqual(['g1', 'D1']);
    expect(carts.carts.get('g1')).toHaveLength(1);
    await expect(firstValueFrom(checkout.payByCard(DECLINED_NONCE))).rejects.toMatchObject({ message: 'Unable to place order: Payment method nonce is invalid.' });
    expect((await firstValueFrom(checkout.payByCard('nonce-ok'))).orderId).toBe('000000002');
  });

  it('asks a guest for the addresses before paying', async () => {
    const { checkout } = setUp();
    await expect(firstValueFrom(checkout.payByCard('nonce-ok'))).rejects.toMatchObject({ message: 'Please enter your billing and shipping addresses first.' });
  });

  it('opens the financing provider with cents and places the order through its token', async () => {
    const { checkout, gateway, financing, store } = setUp();
    await firstValueFrom(checkout.saveAddresses({ billing: ada, shipping: grace, sameAsBilling: false }));
    const frame = await firstValueFrom(checkout.openFinancing('http://shop.test'));
    expect(frame).toContain('parentOrigin=http%3A%2F%2Fshop.test');
    expect(financing.opened[0]).toMatchObject({ lines: [{ sku: 'D1', unitPriceCents: 600000, qty: 1 }], totalCents: 600000, billing: { firstName: 'Ada' }, shipping: { firstName: 'Grace' } });
    await firstValueFrom(checkout.setFinancingPayment('token-ok'), { defaultValue: undefined });
    expect(gateway.guestEmails.get('g1')).toBe('ada@example.com');
    const order = await firstValueFrom(checkout.placeFinancingOrder());
    expect(order).toMatchObject({ orderId: '000000002', email: 'ada@example.com', value: 6000 });
    expect(gateway.orders[0]).toMatchObject({ method: 'affirm_gateway' });
    expect(store.guestCartId).toBeNull();
  });

  it("uses the customer's masked cart id for GraphQL and sets no guest email", async () => {
    const { checkout, gateway } = setUp({ customer: true });
    await firstValueFrom(checkout.saveAddresses({ billing: grace, shipping: grace, sameAsBilling: true }));
    await firstValueFrom(checkout.setFinancingPayment('token-ok'), { defaultValue: undefined });
    expect(gateway.payments.get('mine')).toEqual({ method: 'affirm_gateway', proof: 'token-ok' });
    expect(gateway.guestEmails.size).toBe(0);
    expect((await firstValueFrom(checkout.placeFinancingOrder())).email).toBe('demo@loupe.test');
  });

  it('does not offer financing above $17,500', async () => {
    const { checkout, financing } = setUp({ items: ['D9'] });
    expect(checkout.offersFinancing(17_500)).toBe(true);
    expect(checkout.offersFinancing(17_500.01)).toBe(false);
    await firstValueFrom(checkout.saveAddresses({ billing: ada, shipping: ada, sameAsBilling: true }));
    await expect(firstValueFrom(checkout.openFinancing('http://shop.test'))).rejects.toEqual({ code: 'CHECKOUT.FINANCING_FAILED', message: 'Something went wrong. Please try again.' });
    expect(financing.opened).toEqual([]);
  });

  it("passes placeOrder's first error on", async () => {
    const { checkout } = setUp();
    await firstValueFrom(checkout.saveAddresses({ billing: ada, shipping: ada, sameAsBilling: true }));
    await firstValueFrom(checkout.setFinancingPayment('token-invalid'), { defaultValue: undefined });
    await expect(firstValueFrom(checkout.placeFinancingOrder())).rejects.toMatchObject({ message: 'Unable to place order: The financing checkout token is invalid.' });
  });
});
