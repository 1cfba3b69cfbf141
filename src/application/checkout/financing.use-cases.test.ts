import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { isFinancingEligible } from '../../domain/shared/financing';
import { ada, grace, inMemoryCheckoutStore } from '../../../test/doubles/in-memory-checkout-store';
import { checkoutOver } from './checkout.test-support';

const setUpCheckout = (options: Parameters<typeof inMemoryCheckoutStore>[0] = {}) => checkoutOver(inMemoryCheckoutStore(options));

describe('the financing process', () => {
  it('opens the financing provider with cents and places the order through its token', async () => {
    const { saveAddresses, startFinancing, acceptApproval, placeFinancingOrder, gateway, financing, store } = setUpCheckout();
    await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: grace, sameAsBilling: false }));
    const frame = await firstValueFrom(startFinancing.execute());
    expect(frame).toContain('parentOrigin=http%3A%2F%2Fshop.test');
    expect(financing.opened[0]).toMatchObject({ lines: [{ sku: 'D1', unitPriceCents: 600000, qty: 1 }], totalCents: 600000, billing: { firstName: 'Ada' }, shipping: { firstName: 'Grace' } });
    await firstValueFrom(acceptApproval.execute('token-ok'), { defaultValue: undefined });
    expect(gateway.guestEmails.get('g1')).toBe('ada@example.com');
    const order = await firstValueFrom(placeFinancingOrder.execute());
    expect(order).toMatchObject({ orderId: '000000002', email: 'ada@example.com', value: 6000 });
    expect(gateway.orders[0]).toMatchObject({ method: 'affirm_gateway' });
    expect(store.guestCartId).toBeNull();
  });

  it("uses the customer's masked cart id for GraphQL and sets no guest email", async () => {
    const { saveAddresses, acceptApproval, placeFinancingOrder, gateway } = setUpCheckout({ customer: true });
    await firstValueFrom(saveAddresses.execute({ billing: grace, shipping: grace, sameAsBilling: true }));
    await firstValueFrom(acceptApproval.execute('token-ok'), { defaultValue: undefined });
    expect(gateway.payments.get('mine')).toEqual({ method: 'affirm_gateway', proof: 'token-ok' });
    expect(gateway.guestEmails.size).toBe(0);
    expect((await firstValueFrom(placeFinancingOrder.execute())).email).toBe('demo@loupe.test');
  });

  it('does not offer financing above $17,500', async () => {
    const { saveAddresses, startFinancing, financing } = setUpCheckout({ items: ['D9'] });
    expect(isFinancingEligible(17_500)).toBe(true);
    expect(isFinancingEligible(17_500.01)).toBe(false);
    await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: ada, sameAsBilling: true }));
    await expect(firstValueFrom(startFinancing.execute())).rejects.toEqual({ code: 'CHECKOUT.FINANCING_FAILED', message: 'Something went wrong. Please try again.' });
    expect(financing.opened).toEqual([]);
  });

  it("passes placeOrder's first error on", async () => {
    const { saveAddresses, acceptApproval, placeFinancingOrder } = setUpCheckout();
    await firstValueFrom(saveAddresses.execute({ billing: ada, shipping: ada, sameAsBilling: true }));
    await firstValueFrom(acceptApproval.execute('token-invalid'), { defaultValue: undefined });
    await expect(firstValueFrom(placeFinancingOrder.execute())).rejects.toMatchObject({ message: 'Unable to place order: The financing checkout token is invalid.' });
  });
});
