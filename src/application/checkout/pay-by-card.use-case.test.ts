import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { DECLINED_NONCE } from '../../infrastructure/in-memory/in-memory-checkout';
import { ada, inMemoryCheckoutStore } from '../../infrastructure/in-memory/in-memory-checkout-store';
import { checkoutOver } from './checkout.test-support';

const setUpCheckout = (options: Parameters<typeof inMemoryCheckoutStore>[0] = {}) => checkoutOver(inMemoryCheckoutStore(options));

describe('paying by card', () => {
  it('places a guest card order for the billing email and shows its increment id, then forgets the bag and the diamond', async () => {
    const { saveAddresses, payByCard, gateway, store } = setUpCheckout();
    await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: ada, sameAsBilling: true }));
    const order = await firstValueFrom(payByCard.execute('nonce-ok'));
    expect(order).toEqual({ orderId: '000000002', paymentPending: false, instructions: null, email: 'ada@example.com', value: 6000, items: [{ sku: 'D1', name: 'Diamond D1', price: 6000, quantity: 1 }] });
    // The guest's email and the nonce went on the cart, then the order was placed.
    expect(gateway.sentBodies.slice(-2)).toEqual([{ cartId: 'g1', email: 'ada@example.com' }, { cartId: 'g1', payment: { method: 'braintree', proof: 'nonce-ok' } }]);
    expect(gateway.orders).toEqual([expect.objectContaining({ id: '2', cartId: 'g1', method: 'braintree', email: 'ada@example.com' })]);
    expect([store.guestCartId, store.diamondId, store.customerCartId]).toEqual([null, null, null]);
  });

  it("places a customer's card order on the customer's cart with the account email and shows its increment id", async () => {
    const { saveAddresses, payByCard, gateway } = setUpCheckout({ customer: true });
    await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: ada, sameAsBilling: true }));
    const order = await firstValueFrom(payByCard.execute('nonce-ok'));
    expect(order.email).toBe('demo@loupe.test');
    expect(order.orderId).toBe('000000002');
    expect(gateway.sentBodies.at(-1)).toEqual({ cartId: 'mine', payment: { method: 'braintree', proof: 'nonce-ok' } });
    expect(gateway.guestEmails.size).toBe(0);
  });

  it("refuses an empty bag with 'Order was not placed' before calling the store", async () => {
    const { payByCard, gateway } = setUpCheckout({ items: [] });
    gateway.billing.set('g1', ada);
    await expect(firstValueFrom(payByCard.execute('nonce-ok'))).rejects.toEqual({ code: 'CHECKOUT.ORDER_NOT_PLACED', message: 'Order was not placed' });
    expect(gateway.sentBodies).toEqual([]);
  });

  it("reads the store's empty-cart refusal as 'Order was not placed' too", async () => {
    const { saveAddresses, payByCard, gateway, carts } = setUpCheckout();
    await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: ada, sameAsBilling: true }));
    gateway.failWith = new Error("Unable to place order: The cart doesn't contain products.");
    await expect(firstValueFrom(payByCard.execute('nonce-ok'))).rejects.toMatchObject({ message: 'Order was not placed' });
    expect(carts.carts.get('g1')).toHaveLength(1);
  });

  it("keeps the bag on a decline and passes on the store's message; the used nonce is refused, a new one pays", async () => {
    const { saveAddresses, payByCard, store, carts } = setUpCheckout();
    await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: ada, sameAsBilling: true }));
    await expect(firstValueFrom(payByCard.execute(DECLINED_NONCE))).rejects.toEqual({ code: 'CHECKOUT.STORE_REFUSED', message: 'Unable to place order: Processor declined' });
    expect([store.guestCartId, store.diamondId]).toEqual(['g1', 'D1']);
    expect(carts.carts.get('g1')).toHaveLength(1);
    await expect(firstValueFrom(payByCard.execute(DECLINED_NONCE))).rejects.toMatchObject({ message: 'Unable to place order: Payment method nonce is invalid.' });
    expect((await firstValueFrom(payByCard.execute('nonce-ok'))).orderId).toBe('000000002');
  });

  it('asks a guest for the addresses before paying', async () => {
    const { payByCard } = setUpCheckout();
    await expect(firstValueFrom(payByCard.execute('nonce-ok'))).rejects.toMatchObject({ message: 'Please enter your billing and shipping addresses first.' });
  });
});
