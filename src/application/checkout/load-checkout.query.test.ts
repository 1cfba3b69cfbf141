import { firstValueFrom, Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { ada, inMemoryCheckoutStore } from '../../../test/doubles/in-memory-checkout-store';
import { checkoutOver } from './checkout.test-support';

const setUpCheckout = (options: Parameters<typeof inMemoryCheckoutStore>[0] = {}) => checkoutOver(inMemoryCheckoutStore(options));

describe('loading the checkout', () => {
  it('answers the bag at once, then the saved addresses, for a form that opens before they arrive', async () => {
    const { loadCheckout, gateway } = setUpCheckout();
    gateway.billing.set('g1', ada);
    const views: { addressesKnown: boolean; billing: unknown }[] = [];
    const gate = new Subject<void>();
    gateway.addressesGate = gate;
    const subscription = loadCheckout.inStages().subscribe((view) => views.push(view));
    await vi.waitFor(() => expect(views).toHaveLength(1));
    expect(views[0]).toMatchObject({ addressesKnown: false, billing: null });
    gate.next();
    await vi.waitFor(() => expect(views).toHaveLength(2));
    expect(views[1]).toMatchObject({ addressesKnown: true, billing: ada });
    subscription.unsubscribe();
  });

  it('starts the forms from the cart, else from the customer defaults', async () => {
    const guest = setUpCheckout();
    guest.gateway.billing.set('g1', ada);
    expect(await firstValueFrom(guest.loadCheckout.execute())).toMatchObject({ billing: ada, shipping: ada, email: 'ada@example.com', customer: null });
    const customer = setUpCheckout({ customer: true });
    const view = await firstValueFrom(customer.loadCheckout.execute());
    expect(view).toMatchObject({ billing: { firstname: 'Grace' }, shipping: { firstname: 'Grace' }, email: 'demo@loupe.test', customer: { email: 'demo@loupe.test' } });
  });
});
