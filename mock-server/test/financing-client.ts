import { expect } from 'vitest';
import { postJson } from './test-server';

/** A party (billing or shipping) as the storefront sends it to the financing provider. */
export const financingParty = (overrides: Record<string, unknown> = {}) => ({
  name: { first: 'Ada', last: 'Lovelace' },
  address: { line1: '12 Analytical Way', city: 'Boston', state: 'MA', zipcode: '02108', country: 'US' },
  phone_number: '6175550100',
  email: 'ada@example.com',
  ...overrides,
});

/** A valid checkout of one item at `unitPrice` cents (no tax, shipping or discount), with `overrides` on top. */
export const financingCheckoutBody = (unitPrice = 250_000, overrides: Record<string, unknown> = {}) => ({
  items: [{ sku: '100000001', display_name: '1.01 ct Round G VS1 Excellent diamond', unit_price: unitPrice, qty: 1 }],
  shipping_amount: 0,
  tax_amount: 0,
  total: unitPrice,
  currency: 'USD',
  billing: financingParty(),
  shipping: financingParty(),
  order_id: 'cart-1',
  ...overrides,
});

export interface JsonReply {
  status: number;
  body: Record<string, unknown>;
}

/** Calls of the financing provider against a test server. */
export function financingClient(baseUrl: string) {
  const reply = async (response: Response): Promise<JsonReply> => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
  return {
    checkout: async (body: unknown) => reply(await postJson(`${baseUrl}/financing/v2/checkout`, body)),
    confirm: async (checkoutId: string, body: unknown) => reply(await postJson(`${baseUrl}/financing/v2/checkout/${checkoutId}/confirm`, body)),
    page: (checkoutId: string, parentOrigin?: string) =>
      fetch(`${baseUrl}/financing/checkout/${checkoutId}${parentOrigin === undefined ? '' : `?parentOrigin=${encodeURIComponent(parentOrigin)}`}`),
    /** Opens a checkout of `body` and confirms it (6 months, an approved applicant): the `checkout_token`. */
    async approvedToken(body: unknown): Promise<string> {
      const opened = await this.checkout(body);
      expect(opened.status).toBe(200);
      const confirmed = await this.confirm(opened.body.checkout_id as string, { months: 6, ssn_last4: '1234' });
      expect(confirmed.status).toBe(200);
      return confirmed.body.checkout_token as string;
    },
  };
}

export type FinancingClient = ReturnType<typeof financingClient>;
