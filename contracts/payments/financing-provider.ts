import { z } from 'zod/mini';

/** One party (billing or shipping) as the financing provider takes it. */
export const financingPartySchema = z.strictObject({
  name: z.strictObject({ first: z.string().check(z.minLength(1)), last: z.string().check(z.minLength(1)) }),
  address: z.strictObject({
    line1: z.string().check(z.minLength(1)),
    line2: z.optional(z.string()),
    city: z.string().check(z.minLength(1)),
    state: z.string().check(z.minLength(1)),
    zipcode: z.string().check(z.minLength(1)),
    country: z.literal('US'),
  }),
  phone_number: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type FinancingPartyWire = z.infer<typeof financingPartySchema>;

const cents = z.int().check(z.nonnegative());

/** `POST {financing provider}/v2/checkout`: the bag in integer cents (price × 100), one line per piece. */
export const financingCheckoutRequestSchema = z.strictObject({
  items: z.array(z.strictObject({ sku: z.string().check(z.minLength(1)), display_name: z.string().check(z.minLength(1)), unit_price: cents, qty: z.int().check(z.positive()) })).check(z.minLength(1)),
  discounts: z.optional(z.record(z.string(), z.strictObject({ discount_amount: cents }))),
  shipping_amount: cents,
  tax_amount: cents,
  total: cents,
  currency: z.literal('USD'),
  billing: financingPartySchema,
  shipping: financingPartySchema,
  order_id: z.optional(z.string()),
});
export type FinancingCheckoutRequestWire = z.infer<typeof financingCheckoutRequestSchema>;

/** Its answer: the checkout's id and the page (relative to the provider) the shop frames. */
export const financingCheckoutAnswerSchema = z.looseObject({ checkout_id: z.string().check(z.minLength(1)), redirect_url: z.string().check(z.minLength(1)) });
export type FinancingCheckoutAnswerWire = z.infer<typeof financingCheckoutAnswerSchema>;

/** `POST {financing provider}/v2/checkout/{id}/confirm`, sent by the provider's own page: the plan and the applicant. */
export const financingConfirmRequestSchema = z.strictObject({ months: z.union([z.literal(3), z.literal(6), z.literal(12)]), ssn_last4: z.string() });
/** Its answer: the single-use token the store's placeOrder redeems. */
export const financingConfirmAnswerSchema = z.looseObject({ checkout_token: z.string().check(z.minLength(1)) });

/** The provider's refusal: `{ message, parameters }`. */
export const financingErrorSchema = z.looseObject({ message: z.string(), parameters: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])) });

/** What the provider's page posts to the shop's window. */
export const financingFrameMessageSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('loupe-financing-approved'), checkout_token: z.string().check(z.minLength(1)) }),
  z.looseObject({ type: z.literal('loupe-financing-cancelled') }),
  z.looseObject({ type: z.literal('loupe-financing-declined'), message: z.optional(z.string()) }),
]);
export type FinancingFrameMessageWire = z.infer<typeof financingFrameMessageSchema>;

const party: FinancingPartyWire = {
  name: { first: 'Ada', last: 'Lovelace' },
  address: { line1: '12 Analytical Way', city: 'Boston', state: 'MA', zipcode: '02108', country: 'US' },
  phone_number: '6175550100',
  email: 'ada@example.com',
};

export const financingProviderExamples = {
  checkoutRequest: {
    items: [{ sku: '100000001', display_name: '1.01 ct Round G VS1 Excellent diamond', unit_price: 520_000, qty: 1 }],
    discounts: { SPARKLE10: { discount_amount: 52_000 } },
    shipping_amount: 0,
    tax_amount: 0,
    total: 468_000,
    currency: 'USD',
    billing: party,
    shipping: party,
    order_id: 'k2Xb9',
  } satisfies FinancingCheckoutRequestWire,
  checkoutAnswer: { checkout_id: 'chk_5Tq9', redirect_url: '/financing/checkout/chk_5Tq9' } satisfies FinancingCheckoutAnswerWire,
  confirmRequest: { months: 6 as const, ssn_last4: '1234' },
  confirmAnswer: { checkout_token: 'ct_7Hq2' },
  approvedMessage: { type: 'loupe-financing-approved', checkout_token: 'ct_7Hq2' } satisfies FinancingFrameMessageWire,
  cancelledMessage: { type: 'loupe-financing-cancelled' } satisfies FinancingFrameMessageWire,
  declinedMessage: { type: 'loupe-financing-declined', message: 'The application was declined.' } satisfies FinancingFrameMessageWire,
};
