import { z } from 'zod';
import { financingErrors } from './financing-errors';
import { readFinancingBody } from './financing-request';

/** The provider's limit (docs/product-decisions.md): totals up to $17,500.00, in cents. */
export const FINANCING_LIMIT_CENTS = 1_750_000;

/** Bounds that keep every sum of cents a safe integer (far above any cart the store can hold). */
const MAX_CENTS = 1_000_000_000_000;
const MAX_QTY = 10_000;

const text = (max = 255) => z.string().trim().min(1).max(max);
const cents = z.number().int().min(0).max(MAX_CENTS);
/** Phone numbers and zip codes come from number inputs in the storefront: a JSON number is read as its text. */
const textOrNumber = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(text(max));

const partySchema = z.object({
  name: z.object({ first: text(), last: text() }),
  address: z.object({
    line1: text(),
    line2: z.string().max(255).nullish(),
    city: text(),
    state: text(64),
    zipcode: textOrNumber(16),
    country: z.literal('US'),
  }),
  phone_number: z.union([z.string().max(64), z.number()]).transform(String).nullish(),
  email: z.string().max(254).nullish(),
});

/** `POST /financing/v2/checkout`: amounts in integer cents, as the provider's API takes them. */
export const checkoutRequestSchema = z.object({
  items: z
    .array(z.object({ sku: text(), display_name: text(), unit_price: cents, qty: z.number().int().min(1).max(MAX_QTY) }))
    .min(1)
    .max(100),
  discounts: z.record(z.string().min(1).max(255), z.object({ discount_amount: cents })).nullish(),
  shipping_amount: cents.nullish(),
  tax_amount: cents,
  total: cents.min(1),
  currency: z.literal('USD'),
  billing: partySchema,
  shipping: partySchema,
  order_id: z.string().max(255).nullish(),
});

export type FinancingCheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type FinancingParty = z.infer<typeof partySchema>;

/**
 * Reads a checkout: every field's rules, then that the total is what the items, shipping, tax and discounts add up
 * to (the provider lends exactly what the shopper sees), then the provider's limit.
 */
export function readCheckoutRequest(body: unknown): FinancingCheckoutRequest {
  const request = readFinancingBody(checkoutRequestSchema, body);
  const items = request.items.reduce((sum, item) => sum + item.unit_price * item.qty, 0);
  const discounts = Object.values(request.discounts ?? {}).reduce((sum, discount) => sum + discount.discount_amount, 0);
  if (request.total !== items + (request.shipping_amount ?? 0) + request.tax_amount - discounts) throw financingErrors.totalMismatch();
  if (request.total > FINANCING_LIMIT_CENTS) throw financingErrors.overLimit();
  return request;
}
