import { describe, expect, it, vi } from 'vitest';
import { ada, inMemoryCheckoutStore } from '../../../test/doubles/in-memory-checkout-store';
import { DECLINED_NONCE } from '../../../test/doubles/in-memory-checkout';
import { checkoutOver } from './checkout.test-support';

function atTheCardPage() {
  const shop = checkoutOver(inMemoryCheckoutStore());
  shop.gateway.billing.set('g1', ada);
  shop.gateway.shipping.set('g1', ada);
  const model = shop.cardModel();
  const detach = model.attach();
  const authorize = (nonce: string, origin = shop.cardFields.origin) => shop.post({ type: 'loupe-card-nonce', nonce, last4: '1111' }, origin);
  return { ...shop, model, detach, authorize };
}

describe('the card payment', () => {
  it('frames the hosted fields, takes the nonce they post and pays with it', async () => {
    const { model, authorize, gateway } = atTheCardPage();
    expect(model.state.frameUrl).toBe('https://payments.test/hosted-fields?parentOrigin=http%3A%2F%2Fshop.test');
    authorize('nonce-ok');
    expect(model.state.authorization).toEqual({ nonce: 'nonce-ok', last4: '1111' });
    model.confirm();
    await vi.waitFor(() => expect(model.state.destination).not.toBeNull());
    expect(model.state.destination).toMatchObject({ to: '/order-received', replace: true, state: { orderId: '000000002', email: 'ada@example.com' } });
    expect(gateway.orders).toEqual([expect.objectContaining({ method: 'braintree', cartId: 'g1' })]);
  });

  it("shows the store's message on a decline and loads fresh fields, since the nonce is used up", async () => {
    const { model, authorize, carts } = atTheCardPage();
    authorize(DECLINED_NONCE);
    model.confirm();
    await vi.waitFor(() => expect(model.state.message).toBe('Unable to place order: Processor declined'));
    expect(model.state).toMatchObject({ authorization: null, paying: false, frameKey: 1, destination: null });
    expect(carts.carts.get('g1')).toHaveLength(1);
    authorize('nonce-ok');
    expect(model.state.message).toBeNull();
  });

  it('starts the fields again when the confirmation is closed without paying', () => {
    const { model, authorize, gateway } = atTheCardPage();
    authorize('nonce-ok');
    model.cancel();
    expect(model.state).toMatchObject({ authorization: null, frameKey: 1 });
    model.confirm();
    expect(gateway.orders).toEqual([]);
  });

  it("ignores another origin's messages, the fields' own errors, and everything once the page is gone", () => {
    const { model, authorize, post, cardFields, detach } = atTheCardPage();
    authorize('nonce-ok', 'https://evil.test');
    post({ type: 'loupe-card-error', message: 'Card number is invalid.' }, cardFields.origin);
    expect(model.state).toMatchObject({ authorization: null, message: null });
    detach();
    authorize('nonce-ok');
    expect(model.state.authorization).toBeNull();
  });
});
