import { describe, expect, it, vi } from 'vitest';
import { FINANCING_FAILED_MESSAGE } from '../../domain/checkout/payment';
import { ada, inMemoryCheckoutStore } from '../../infrastructure/in-memory/in-memory-checkout-store';
import { checkoutOver } from './checkout.test-support';

/** A guest at the payment page, addresses given, the financing model on screen. */
async function atThePaymentPage(options: Parameters<typeof inMemoryCheckoutStore>[0] = {}) {
  const shop = checkoutOver(inMemoryCheckoutStore(options));
  shop.gateway.billing.set('g1', ada);
  shop.gateway.shipping.set('g1', ada);
  const model = shop.financingModel();
  const detach = model.attach();
  return { ...shop, model, detach };
}

describe('the financing checkout', () => {
  it('walks READY → OPEN → SET_PAYMENT → PLACE_ORDER on the provider’s answers and leads to /order-received', async () => {
    const { model, post, gateway, store } = await atThePaymentPage();
    expect(model.state.status).toBe('READY');
    model.start();
    await vi.waitFor(() => expect(model.state.frameUrl).toMatch(/^https:\/\/payments\.test\/checkout\/chk_1\?parentOrigin=http%3A%2F%2Fshop\.test$/));
    expect(model.state.status).toBe('OPEN');
    post({ type: 'loupe-financing-approved', checkout_token: 'token-ok' });
    await vi.waitFor(() => expect(model.state.status).toBe('PLACE_ORDER'));
    expect(model.state.frameUrl).toBeNull();
    expect(gateway.payments.get('g1')).toEqual({ method: 'affirm_gateway', proof: 'token-ok' });
    model.confirm();
    await vi.waitFor(() => expect(model.state.destination).not.toBeNull());
    expect(model.state.destination).toEqual({
      to: '/order-received',
      replace: true,
      state: { orderId: '000000002', email: 'ada@example.com', paymentPending: false, instructions: null, receipt: { value: 6000, currency: 'USD', items: [{ sku: 'D1', name: 'Diamond D1', price: 6000, quantity: 1 }] } },
    });
    expect(store.guestCartId).toBeNull();
  });

  it("returns to READY with 'Something went wrong' on a decline, and silently on a cancel", async () => {
    const { model, post, gateway } = await atThePaymentPage();
    model.start();
    await vi.waitFor(() => expect(model.state.frameUrl).not.toBeNull());
    post({ type: 'loupe-financing-cancelled' });
    expect(model.state).toMatchObject({ status: 'READY', message: null, frameUrl: null });
    model.start();
    await vi.waitFor(() => expect(model.state.frameUrl).not.toBeNull());
    post({ type: 'loupe-financing-declined', message: 'The application was declined.' });
    expect(model.state).toMatchObject({ status: 'READY', message: FINANCING_FAILED_MESSAGE, frameUrl: null });
    expect(gateway.payments.size).toBe(0);
  });

  it('counts only answers from the provider while its checkout is open, and none once the page is gone', async () => {
    const { model, post, detach, gateway } = await atThePaymentPage();
    post({ type: 'loupe-financing-approved', checkout_token: 'token-ok' });
    expect(model.state.status).toBe('READY');
    model.start();
    await vi.waitFor(() => expect(model.state.frameUrl).not.toBeNull());
    post({ type: 'loupe-financing-approved', checkout_token: 'token-ok' }, 'https://evil.test');
    expect(model.state.status).toBe('OPEN');
    detach();
    post({ type: 'loupe-financing-approved', checkout_token: 'token-ok' });
    expect(model.state.status).toBe('OPEN');
    expect(gateway.payments.size).toBe(0);
  });

  it("shows placeOrder's first error and returns to READY", async () => {
    const { model, post } = await atThePaymentPage();
    model.start();
    await vi.waitFor(() => expect(model.state.frameUrl).not.toBeNull());
    post({ type: 'loupe-financing-approved', checkout_token: 'token-invalid' });
    await vi.waitFor(() => expect(model.state.status).toBe('PLACE_ORDER'));
    model.confirm();
    await vi.waitFor(() => expect(model.state.status).toBe('READY'));
    expect(model.state).toMatchObject({ message: 'Unable to place order: The financing checkout token is invalid.', placing: false, destination: null });
  });

  it('does not open the provider above the limit', async () => {
    const { model, financing } = await atThePaymentPage({ items: ['D9'] });
    model.start();
    await vi.waitFor(() => expect(model.state.message).toBe(FINANCING_FAILED_MESSAGE));
    expect(model.state.status).toBe('READY');
    expect(financing.opened).toEqual([]);
  });
});
