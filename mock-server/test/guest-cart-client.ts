import { expect } from 'vitest';
import { postJson } from './test-server';

/** Calls of the store's guest cart API against a test server, for the cart tests. */
export function guestCartClient(baseUrl: string) {
  const rest = `${baseUrl}/rest/V1`;
  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
  return {
    rest,
    /** Creates a guest cart and returns its masked id. */
    async create(): Promise<string> {
      const response = await fetch(`${rest}/guest-carts`, { method: 'POST' });
      expect(response.status).toBe(200);
      const maskedId = (await response.json()) as unknown;
      expect(typeof maskedId).toBe('string');
      return maskedId as string;
    },
    get: async (cartId: string) => json(await fetch(`${rest}/guest-carts/${cartId}`)),
    items: async (cartId: string) => json(await fetch(`${rest}/guest-carts/${cartId}/items`)),
    totals: async (cartId: string) => json(await fetch(`${rest}/guest-carts/${cartId}/totals`)),
    addItem: async (cartId: string, body: unknown) => json(await postJson(`${rest}/guest-carts/${cartId}/items`, body)),
    deleteItem: async (cartId: string, itemId: number | string) =>
      json(await fetch(`${rest}/guest-carts/${cartId}/items/${itemId}`, { method: 'DELETE' })),
    billingAddress: async (cartId: string, body: unknown) => json(await postJson(`${rest}/guest-carts/${cartId}/billing-address`, body)),
    applyCoupon: async (cartId: string, code: string) => json(await fetch(`${rest}/guest-carts/${cartId}/coupons/${encodeURIComponent(code)}`, { method: 'PUT' })),
    coupon: async (cartId: string) => json(await fetch(`${rest}/guest-carts/${cartId}/coupons`)),
    removeCoupon: async (cartId: string) => json(await fetch(`${rest}/guest-carts/${cartId}/coupons`, { method: 'DELETE' })),
    addDiamond: async (body: unknown, headers: Record<string, string> = {}) =>
      json(
        await fetch(`${rest}/diamondsearch/cart`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
      ),
  };
}

export type GuestCartClient = ReturnType<typeof guestCartClient>;

/** The id of the n-th seeded diamond ("100000000" is the first). */
export const diamondIdAt = (index: number): string => String(100_000_000 + index);
