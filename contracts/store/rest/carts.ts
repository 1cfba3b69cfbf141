import { z } from 'zod/mini';
import { addressExamples, cartAddressSchema } from './address';

/** A custom option of a line, as the store declares them (a ring's colour, metal and size). */
export const cartItemCustomAttributeSchema = z.looseObject({ attribute_code: z.string(), value: z.string() });

/** A line of a cart as Magento's REST API writes it (Magento\Quote\Api\Data\CartItemInterface). `quote_id` is the
 * cart's entity id as text; a ring carries the sku of its design in `extension_attributes.parent_sku`. */
export const cartItemSchema = z.looseObject({
  item_id: z.int(),
  sku: z.string(),
  qty: z.number(),
  name: z.optional(z.string()),
  price: z.optional(z.number()),
  product_type: z.optional(z.string()),
  quote_id: z.optional(z.union([z.string(), z.number()])),
  extension_attributes: z.optional(z.looseObject({ parent_sku: z.optional(z.string()) })),
  custom_attributes: z.optional(z.array(cartItemCustomAttributeSchema)),
});
export type CartItemWire = z.infer<typeof cartItemSchema>;

export const cartItemsSchema = z.array(cartItemSchema);

/** A cart (Magento\Quote\Api\Data\CartInterface): the shop reads its id, its billing address and the shipping
 * address of its shipping assignment. */
export const cartSchema = z.looseObject({
  id: z.int(),
  items: z.optional(cartItemsSchema),
  billing_address: z.optional(cartAddressSchema),
  extension_attributes: z.optional(
    z.looseObject({
      shipping_assignments: z.optional(z.array(z.looseObject({ shipping: z.optional(z.looseObject({ address: z.optional(cartAddressSchema) })) }))),
    }),
  ),
});
export type CartWire = z.infer<typeof cartSchema>;

/** The cart's totals (Magento\Quote\Api\Data\TotalsInterface); Magento writes a discount as a negative amount. */
export const cartTotalsSchema = z.looseObject({
  grand_total: z.optional(z.number()),
  base_grand_total: z.optional(z.number()),
  subtotal: z.optional(z.number()),
  tax_amount: z.optional(z.number()),
  discount_amount: z.optional(z.number()),
  coupon_code: z.optional(z.string()),
});
export type CartTotalsWire = z.infer<typeof cartTotalsSchema>;

/** `POST /V1/guest-carts`: the new cart's masked id. */
export const maskedCartIdSchema = z.string().check(z.minLength(1));

/** `POST …/items`: the shop sends the sku, one piece and the cart it means. */
export const addCartItemRequestSchema = z.strictObject({
  cartItem: z.strictObject({
    sku: z.string().check(z.minLength(1)),
    qty: z.int().check(z.positive()),
    quote_id: z.string().check(z.minLength(1)),
  }),
});
export type AddCartItemRequestWire = z.infer<typeof addCartItemRequestSchema>;

/** `POST /V1/diamondsearch/cart`: the store's own route that puts a diamond of the recommendation service in a cart. */
export const addDiamondRequestSchema = z.strictObject({ cartId: z.string().check(z.minLength(1)), diamondId: z.string().check(z.minLength(1)) });
export type AddDiamondRequestWire = z.infer<typeof addDiamondRequestSchema>;

/** `POST …/billing-address` with the empty address the bag assigns after adding a line. */
export const emptyBillingAddressRequestSchema = z.strictObject({ address: z.strictObject({}) });

/** `POST …/billing-address`: the id of the cart's billing address. */
export const addressIdSchema = z.int();

/** `GET …/coupons`: the applied coupon code, null (or empty) without one. */
export const couponCodeSchema = z.nullable(z.string());

/** The answer `true` of a change that has nothing else to say (remove, apply a coupon, revoke a token…). */
export const doneSchema = z.literal(true);

/** `PUT …/coupons/{code}`: `true` once applied (some stores write it as text); anything else is a refusal. */
export const couponAppliedSchema = z.union([z.boolean(), z.literal('true')]);

/** `POST /V1/falcon/carts/mine`: the store's own route that merges a guest cart into the customer's. */
export const mergeGuestCartRequestSchema = z.strictObject({ masked_quote_id: z.string().check(z.minLength(1)) });

const ringLine: CartItemWire = {
  item_id: 9,
  sku: 'fw-freering-er-Yellow Gold-14K-6.5',
  qty: 1,
  name: 'Free Solitaire Ring',
  price: 0,
  product_type: 'simple',
  quote_id: '4',
  extension_attributes: { parent_sku: 'fw-freering-er' },
  custom_attributes: [
    { attribute_code: 'ring_color', value: 'Yellow Gold' },
    { attribute_code: 'ring_metal', value: '14K' },
    { attribute_code: 'ring_size', value: '6.5' },
  ],
};

export const cartExamples = {
  diamondLine: { item_id: 8, sku: '100000001', qty: 1, name: '1.01 ct Round G VS1 Excellent diamond', price: 5200, product_type: 'simple', quote_id: '4' } satisfies CartItemWire,
  ringLine,
  cart: {
    id: 4,
    items: [ringLine],
    billing_address: addressExamples.cartAddress,
    extension_attributes: { shipping_assignments: [{ shipping: { address: addressExamples.emptyCartAddress } }] },
  } satisfies CartWire,
  totals: { grand_total: 4680, base_grand_total: 4680, subtotal: 5200, tax_amount: 0, discount_amount: -520, coupon_code: 'SPARKLE10' } satisfies CartTotalsWire,
  addCartItemRequest: { cartItem: { sku: 'fw-freering-er-Yellow Gold-14K-6.5', qty: 1, quote_id: 'k2Xb9' } } satisfies AddCartItemRequestWire,
  addDiamondRequest: { cartId: 'k2Xb9', diamondId: '100000001' } satisfies AddDiamondRequestWire,
  maskedCartId: 'k2Xb9mQ1zR7vT0aL4pW8eD3nY6cH5sJu',
};
