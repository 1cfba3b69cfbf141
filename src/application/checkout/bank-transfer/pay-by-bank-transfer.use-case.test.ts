import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { BANK_TRANSFER_INSTRUCTIONS } from '../../../infrastructure/in-memory/in-memory-checkout';
import { ada, inMemoryCheckoutStore } from '../../../infrastructure/in-memory/in-memory-checkout-store';
import { checkoutOver } from '../checkout.test-support';

const setUpCheckout = (options: Parameters<typeof inMemoryCheckoutStore>[0] = {}) => checkoutOver(inMemoryCheckoutStore(options));

describe('paying by bank transfer', () => {
  it("places a guest's order at once, its payment pending, with the store's instructions, and empties the bag", async () => {
    const { saveAddresses, payByBankTransfer, gateway, store, bag } = setUpCheckout();
    await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: ada, sameAsBilling: true }));
    const order = await firstValueFrom(payByBankTransfer.execute());
    expect(order).toEqual({
      orderId: '000000002',
      paymentPending: true,
      instructions: BANK_TRANSFER_INSTRUCTIONS,
      email: 'ada@example.com',
      value: 6000,
      items: [{ sku: 'D1', name: 'Diamond D1', price: 6000, quantity: 1 }],
    });
    expect(gateway.sentBodies.slice(-2)).toEqual([{ cartId: 'g1', email: 'ada@example.com' }, { cartId: 'g1', payment: { method: 'banktransfer', proof: '' } }]);
    expect(gateway.orders).toEqual([expect.objectContaining({ cartId: 'g1', method: 'banktransfer' })]);
    expect([store.guestCartId, store.diamondId]).toEqual([null, null]);
    expect((await firstValueFrom(bag.bag$))?.lines).toEqual([]);
  });

  it("places a customer's order on the customer's cart, its totals collected for the bank transfer first", async () => {
    const { saveAddresses, payByBankTransfer, gateway } = setUpCheckout({ customer: true });
    await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: ada, sameAsBilling: true }));
    const collect = vi.spyOn(gateway, 'collectTotals');
    const order = await firstValueFrom(payByBankTransfer.execute());
    expect(order).toMatchObject({ email: 'demo@loupe.test', paymentPending: true });
    expect(collect).toHaveBeenCalledWith(expect.objectContaining({ type: 'customer' }), 'banktransfer', expect.objectContaining({ carrierCode: 'freeshipping' }));
  });

  it("keeps the bag when the store refuses, and says the store's message", async () => {
    const { saveAddresses, payByBankTransfer, gateway, carts } = setUpCheckout();
    await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: ada, sameAsBilling: true }));
    gateway.failWith = new Error('The requested Payment Method is not available.');
    await expect(firstValueFrom(payByBankTransfer.execute())).rejects.toEqual({ code: 'CHECKOUT.STORE_REFUSED', message: 'The requested Payment Method is not available.' });
    expect(carts.carts.get('g1')).toHaveLength(1);
  });
});

describe('paying reads the bag once', () => {
  // Counted on the bag's reads from the store: BagState.refresh (each one asks the store for the cart's lines,
  // totals and coupon and the catalogue for every line).
  it.each([
    ['a guest', false],
    ['a customer', true],
  ])('%s paying by card or by bank transfer reads the bag from the store once', async (_who, customer) => {
    for (const pay of ['card', 'bank transfer'] as const) {
      const checkout = setUpCheckout({ customer });
      await firstValueFrom(checkout.saveAddresses.execute({ billing: ada, shipping: ada, sameAsBilling: true }));
      const refresh = vi.spyOn(checkout.bag, 'refresh');
      const items = vi.spyOn(checkout.carts, 'items');
      await firstValueFrom(pay === 'card' ? checkout.payByCard.execute('nonce-ok') : checkout.payByBankTransfer.execute());
      expect([pay, refresh.mock.calls.length, items.mock.calls.length]).toEqual([pay, 1, 1]);
    }
  });
});
