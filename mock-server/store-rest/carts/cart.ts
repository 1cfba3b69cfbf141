import { z } from 'zod';

/**
 * A quote address as stored (Magento\Quote\Api\Data\AddressInterface). Every cart has a billing and a shipping
 * address from the start, with an id and no data, as a Magento quote has once it is saved.
 */
export const cartAddressSchema = z.object({
  id: z.number().int(),
  region: z.string().nullable(),
  region_id: z.number().int().nullable(),
  region_code: z.string().nullable(),
  country_id: z.string().nullable(),
  street: z.array(z.string()),
  company: z.string().nullable(),
  telephone: z.string().nullable(),
  fax: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  middlename: z.string().nullable(),
  prefix: z.string().nullable(),
  suffix: z.string().nullable(),
  vat_id: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  email: z.string().nullable(),
  same_as_billing: z.number().int(),
  customer_address_id: z.number().int().nullable(),
  save_in_address_book: z.number().int(),
});

/** A Magento custom attribute (`{ attribute_code, value }`); the storefront marks ring items with them. */
export const customAttributeSchema = z.object({
  attribute_code: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});

export const cartItemSchema = z.object({
  /** Unique across the store, never reused (the `cartItem` sequence). */
  item_id: z.number().int(),
  /** A diamond's sku is its `diamond_id`. */
  sku: z.string(),
  qty: z.number(),
  name: z.string(),
  /** Unit price in USD. */
  price: z.number(),
  product_type: z.string(),
  /** Kept only when the client sent them (the storefront puts `parent_sku` of a ring here). */
  extension_attributes: z.record(z.string(), z.unknown()).optional(),
  custom_attributes: z.array(customAttributeSchema).optional(),
});

/**
 * The payment chosen for a cart through GraphQL's setPaymentMethodOnCart (Magento's quote payment): the method code
 * and what the method needs to place the order, kept until the order is placed.
 */
export const cartPaymentSchema = z.object({
  method: z.string(),
  /** `affirm_gateway`: the financing provider's single-use token. */
  checkout_token: z.string().optional(),
  /** `braintree`: the card provider's single-use nonce. */
  payment_method_nonce: z.string().optional(),
});

/** A cart (Magento quote). Private: served only through the cart routes, never by `/db`. */
export const cartSchema = z.object({
  /** The quote's entity id; guests never need it, but Magento shows it (`id`, and `quote_id` of the items). */
  id: z.number().int(),
  /** The id a guest addresses the cart by: 32 random url-safe characters. */
  masked_id: z.string(),
  /** Null for a guest cart. */
  customer_id: z.number().int().nullable(),
  /** False once the cart became an order (or was merged): its masked id then answers 404. */
  is_active: z.boolean(),
  items: z.array(cartItemSchema),
  billing_address: cartAddressSchema,
  shipping_address: cartAddressSchema,
  coupon_code: z.string().nullable(),
  /**
   * The guest's email for the order (Magento's quote `customer_email`), set by GraphQL's setGuestEmailOnCart.
   * Optional: carts stored before it existed simply have none.
   */
  customer_email: z.string().nullable().optional(),
  /** The selected payment method (GraphQL); optional for the same reason. */
  payment: cartPaymentSchema.nullable().optional(),
  /** Magento datetimes, UTC. */
  created_at: z.string(),
  updated_at: z.string(),
});

export type CartAddress = z.infer<typeof cartAddressSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartPayment = z.infer<typeof cartPaymentSchema>;
export type Cart = z.infer<typeof cartSchema>;
export type CustomAttribute = z.infer<typeof customAttributeSchema>;

/** An address with an id and nothing else, as Magento shows the addresses of a new quote. */
export function emptyCartAddress(id: number): CartAddress {
  return {
    id,
    region: null,
    region_id: null,
    region_code: null,
    country_id: null,
    // Magento keeps the street as one text with line breaks: an empty one reads back as one empty line.
    street: [''],
    company: null,
    telephone: null,
    fax: null,
    postcode: null,
    city: null,
    firstname: null,
    lastname: null,
    middlename: null,
    prefix: null,
    suffix: null,
    vat_id: null,
    customer_id: null,
    email: null,
    same_as_billing: 0,
    customer_address_id: null,
    save_in_address_book: 0,
  };
}
