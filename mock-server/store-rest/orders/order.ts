import { z } from 'zod';

export const orderItemSchema = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** Unit price in USD. */
  price: z.number(),
  qty_ordered: z.number(),
});

export const orderAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  region: z.string().nullable(),
  region_code: z.string().nullable(),
  region_id: z.number().int().nullable(),
  postcode: z.string(),
  country_id: z.string(),
  telephone: z.string(),
  email: z.string(),
});

/** A placed order (Magento\Sales\Api\Data\OrderInterface, the fields the storefront reads). Private. */
export const orderSchema = z.object({
  entity_id: z.number().int(),
  /** `000000001`…: the entity id padded to nine digits, as Magento's default sequence writes it. */
  increment_id: z.string(),
  customer_id: z.number().int().nullable(),
  customer_email: z.string(),
  customer_firstname: z.string(),
  customer_lastname: z.string(),
  /** Magento datetimes, UTC. */
  created_at: z.string(),
  updated_at: z.string(),
  status: z.string(),
  state: z.string(),
  base_currency_code: z.literal('USD'),
  base_grand_total: z.number(),
  grand_total: z.number(),
  subtotal: z.number(),
  discount_amount: z.number(),
  coupon_code: z.string().nullable(),
  billing_address: orderAddressSchema,
  /** Where the order ships; absent on orders stored before the store kept it. */
  shipping_address: orderAddressSchema.optional(),
  items: z.array(orderItemSchema),
  /** How it was paid (Magento's order payment `method`: `braintree`, `affirm_gateway`); absent on the seeded order. */
  payment: z
    .object({
      method: z.string(),
      /** The store's instructions copied onto an offline payment (Magento's `additional_information.instructions`). */
      instructions: z.string().optional(),
    })
    .optional(),
});

export type OrderItem = z.infer<typeof orderItemSchema>;
export type OrderAddress = z.infer<typeof orderAddressSchema>;
export type Order = z.infer<typeof orderSchema>;

/** Magento's default increment id: the sequence value padded to nine digits. */
export function incrementIdOf(entityId: number): string {
  return String(entityId).padStart(9, '0');
}
