import { firstValueFrom, switchMap } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { MagentoCartRepository, toCartTotals } from './magento-cart.repository';
import { MagentoHttpClient } from './magento-http-client';

describe('the cart totals in the shop names', () => {
  it.each([
    [{ base_grand_total: 100, grand_total: 90, subtotal: 110, tax_amount: 5, discount_amount: -15 }, { grandTotal: 100, subtotal: 110, tax: 5, discount: -15 }],
    [{ grand_total: 90 }, { grandTotal: 90, subtotal: 0, tax: 0, discount: 0 }],
    [{ base_grand_total: 0, grand_total: 90 }, { grandTotal: 0, subtotal: 0, tax: 0, discount: 0 }],
    [{}, { grandTotal: 0, subtotal: 0, tax: 0, discount: 0 }],
  ])('reads %j as %j', (wire, totals) => {
    expect(toCartTotals(wire)).toEqual(totals);
  });
});

describe("the customer's cart", () => {
  const storeAnswering = (answer: () => Promise<Response>) => {
    const fetch = vi.fn<typeof globalThis.fetch>(answer);
    return { fetch, carts: new MagentoCartRepository(new MagentoHttpClient({ baseUrl: '', fetch }), () => true) };
  };
  const cart = (id: number) => new Response(JSON.stringify({ id }), { status: 200, headers: { 'Content-Type': 'application/json' } });

  it('is read once for asks made while the read is on its way, and each ask has the answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetch, carts } = storeAnswering(() => new Promise((resolve) => (answer = resolve)));
    const forTheBag = firstValueFrom(carts.findCustomerCart());
    const forTheAddresses = firstValueFrom(carts.findCustomerCart());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer(cart(7));
    await expect(Promise.all([forTheBag, forTheAddresses])).resolves.toEqual([
      { type: 'customer', id: '7' },
      { type: 'customer', id: '7' },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is the same answer for an ask made while the answer is handed out, as work on the cart that asks again does', async () => {
    const { fetch, carts } = storeAnswering(async () => cart(7));
    const again = await firstValueFrom(carts.findCustomerCart().pipe(switchMap(() => carts.findCustomerCart())));
    expect(again).toEqual({ type: 'customer', id: '7' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is read again when asked after the answer: a cart can change between two asks', async () => {
    let next = 7;
    const { fetch, carts } = storeAnswering(async () => cart(next++));
    await expect(firstValueFrom(carts.findCustomerCart())).resolves.toEqual({ type: 'customer', id: '7' });
    await expect(firstValueFrom(carts.findCustomerCart())).resolves.toEqual({ type: 'customer', id: '8' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is no cart for a shopper the store does not know, for every ask', async () => {
    const { carts } = storeAnswering(async () => new Response(JSON.stringify({ message: 'The consumer isn\'t authorized to access %resources.' }), { status: 401, headers: { 'Content-Type': 'application/json' } }));
    await expect(Promise.all([firstValueFrom(carts.findCustomerCart()), firstValueFrom(carts.findCustomerCart())])).resolves.toEqual([null, null]);
  });
});
