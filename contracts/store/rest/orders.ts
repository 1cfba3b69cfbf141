import { z } from 'zod/mini';

/** An address of an order (Magento\Sales\Api\Data\OrderAddressInterface): the fields the order's page shows. */
export const orderAddressSchema = z.looseObject({
  firstname: z.optional(z.string()),
  lastname: z.optional(z.string()),
  company: z.nullish(z.string()),
  street: z.optional(z.array(z.string())),
  city: z.optional(z.string()),
  region: z.nullish(z.string()),
  region_code: z.nullish(z.string()),
  postcode: z.nullish(z.string()),
  country_id: z.optional(z.string()),
  telephone: z.nullish(z.string()),
  address_type: z.optional(z.string()),
});
export type OrderAddressWire = z.infer<typeof orderAddressSchema>;

/** A line of an order (Magento\Sales\Api\Data\OrderItemInterface). */
export const orderItemSchema = z.looseObject({
  sku: z.string(),
  name: z.optional(z.string()),
  price: z.optional(z.number()),
  qty_ordered: z.optional(z.number()),
  row_total: z.optional(z.number()),
});
export type OrderItemWire = z.infer<typeof orderItemSchema>;

/** An order (Magento\Sales\Api\Data\OrderInterface): the fields the account pages read. The shipping address is in
 * the order's shipping assignment, as Magento answers it. */
export const orderSchema = z.looseObject({
  increment_id: z.string(),
  created_at: z.string(),
  status: z.optional(z.string()),
  base_currency_code: z.optional(z.string()),
  base_grand_total: z.optional(z.number()),
  grand_total: z.optional(z.number()),
  subtotal: z.optional(z.number()),
  discount_amount: z.optional(z.number()),
  shipping_amount: z.optional(z.number()),
  tax_amount: z.optional(z.number()),
  coupon_code: z.optional(z.string()),
  billing_address: z.optional(orderAddressSchema),
  items: z.optional(z.array(orderItemSchema)),
  payment: z.optional(z.looseObject({ method: z.optional(z.string()) })),
  extension_attributes: z.optional(
    z.looseObject({
      shipping_assignments: z.optional(z.array(z.looseObject({ shipping: z.optional(z.looseObject({ address: z.optional(orderAddressSchema) })) }))),
    }),
  ),
});
export type OrderWire = z.infer<typeof orderSchema>;

/** `GET /V1/falcon/orders/mine?searchCriteria…`: the store's own route for the customer's orders (OrderSearchResult),
 * Magento's order search restricted to the token's customer. One order is this search filtered by its
 * `increment_id` (`eq`): another customer's number finds nothing. */
export const orderSearchResultSchema = z.looseObject({
  items: z.optional(z.array(orderSchema)),
  total_count: z.optional(z.int()),
});
export type OrderSearchResultWire = z.infer<typeof orderSearchResultSchema>;

const demoAddress = {
  firstname: 'Dana',
  lastname: 'Demo',
  street: ['350 Fifth Avenue', 'Apt 21B'],
  city: 'New York',
  region: 'New York',
  region_code: 'NY',
  postcode: '10118',
  country_id: 'US',
  telephone: '2125550142',
} satisfies OrderAddressWire;

export const orderExamples = {
  searchResult: {
    items: [
      {
        increment_id: '000000042',
        created_at: '2026-03-02 09:00:00',
        status: 'pending',
        base_currency_code: 'USD',
        base_grand_total: 5200,
        grand_total: 5200,
        subtotal: 5200,
        discount_amount: 0,
        shipping_amount: 0,
        tax_amount: 0,
        billing_address: { ...demoAddress, address_type: 'billing' },
        items: [{ sku: '100000001', name: '1.01 ct Round G VS1 Excellent diamond', price: 5200, qty_ordered: 1, row_total: 5200 }],
        payment: { method: 'braintree' },
        extension_attributes: { shipping_assignments: [{ shipping: { address: { ...demoAddress, address_type: 'shipping' } } }] },
      },
    ],
    total_count: 1,
  } satisfies OrderSearchResultWire,
};
