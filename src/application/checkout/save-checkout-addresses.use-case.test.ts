import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ada, grace, inMemoryCheckoutStore } from '../../../test/doubles/in-memory-checkout-store';
import { checkoutOver } from './checkout.test-support';

const setUpCheckout = (options: Parameters<typeof inMemoryCheckoutStore>[0] = {}) => checkoutOver(inMemoryCheckoutStore(options));

describe('saving the checkout addresses', () => {
  it.each([
    ['the billing zip', { billing: { ...ada, postcode: '2108' }, shipping: grace, sameAsBilling: false }, 'billing'],
    ['the shipping zip', { billing: ada, shipping: { ...grace, postcode: '2108' }, sameAsBilling: false }, 'shipping'],
    ['the zip of the one address', { billing: { ...ada, postcode: '2108' }, shipping: { ...ada, postcode: '2108' }, sameAsBilling: true }, 'billing'],
  ] as const)('places a refusal of %s on the address that holds it', async (_case, addresses, address) => {
    const { saveAddresses } = setUpCheckout();
    await expect(firstValueFrom(saveAddresses.execute(addresses))).rejects.toEqual({
      code: 'CHECKOUT.ADDRESS_FIELD_REFUSED',
      message: 'Please check the ZIP code.',
      field: 'zip',
      reason: { kind: 'invalid' },
      address,
    });
  });

  it('puts billing and shipping on the cart with free shipping', async () => {
    const { saveAddresses, gateway } = setUpCheckout();
    const totals = await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: grace, sameAsBilling: false }));
    expect(totals.grandTotal).toBe(6000);
    expect(gateway.billing.get('g1')).toEqual(ada);
    expect(gateway.shipping.get('g1')).toEqual(grace);
    expect(gateway.sentBodies.at(-1)).toMatchObject({ method: { carrierCode: 'freeshipping', methodCode: 'freeshipping' }, sameAsBilling: false });
  });

  it('ships to the billing address when it is the same', async () => {
    const { saveAddresses, gateway } = setUpCheckout();
    await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: grace, sameAsBilling: true }));
    expect(gateway.shipping.get('g1')).toEqual(ada);
  });

  it('places a refusal on the one address of /shipping or /billing', async () => {
    const { saveAddresses, gateway } = setUpCheckout();
    await expect(firstValueFrom(saveAddresses.shippingOnly({ ...grace, postcode: '2108' }))).rejects.toMatchObject({ field: 'zip', address: 'shipping' });
    await expect(firstValueFrom(saveAddresses.billingOnly({ ...ada, postcode: '2108' }))).rejects.toMatchObject({ field: 'zip', address: 'billing' });
    await firstValueFrom(saveAddresses.shippingOnly(grace));
    expect([gateway.shipping.get('g1'), gateway.billing.get('g1')]).toEqual([grace, grace]);
  });

  describe("a customer's addresses their address book lacks", () => {
    const signedIn = async () => {
      const shop = setUpCheckout({ customer: true });
      await firstValueFrom(shop.session.refresh());
      return shop;
    };

    it('are marked for the book, for the store to keep when the order is placed; a shipping address only when it is not the billing one', async () => {
      const { saveAddresses, gateway } = await signedIn();
      await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: ada, sameAsBilling: true }));
      expect(gateway.sentBodies.at(-2)).toMatchObject({ address: ada, keep: true });
      expect(gateway.sentBodies.at(-1)).toMatchObject({ keep: { billing: true, shipping: false } });
      const other = { ...ada, street: ['9 Elm St'] };
      await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: other, sameAsBilling: false }));
      expect(gateway.sentBodies.at(-1)).toMatchObject({ keep: { billing: true, shipping: true } });
    });

    it('are the only ones marked: an address the book holds is not', async () => {
      const { saveAddresses, gateway } = await signedIn();
      await firstValueFrom(saveAddresses.execute({ billing: grace, shipping: ada, sameAsBilling: false }));
      expect(gateway.sentBodies.at(-2)).toMatchObject({ keep: false });
      expect(gateway.sentBodies.at(-1)).toMatchObject({ keep: { billing: false, shipping: true } });
      await firstValueFrom(saveAddresses.shippingOnly(ada));
      expect(gateway.sentBodies.at(-1)).toMatchObject({ keep: { shipping: true } });
      await firstValueFrom(saveAddresses.billingOnly(grace));
      expect(gateway.sentBodies.at(-1)).toMatchObject({ keep: false });
    });

    it("mark nothing of a guest's", async () => {
      const { saveAddresses, gateway, session } = setUpCheckout();
      await firstValueFrom(session.refresh());
      await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: grace, sameAsBilling: false }));
      expect(gateway.sentBodies.at(-2)).toMatchObject({ keep: false });
      expect(gateway.sentBodies.at(-1)).toMatchObject({ keep: { billing: false, shipping: false } });
    });
  });
});
