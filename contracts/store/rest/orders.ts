import { z } from 'zod/mini';

/** An order (Magento\Sales\Api\Data\OrderInterface): the fields the account pages read. */
export const orderSchema = z.looseObject({
  increment_id: z.string(),
  created_at: z.string(),
  status: z.optional(z.string()),
  base_currency_code: z.optional(z.string()),
  base_grand_total: z.optional(z.number()),
  billing_address: z.optional(z.looseObject({ firstname: z.optional(z.string()), lastname: z.optional(z.string()) })),
});
export type OrderWire = z.infer<typeof orderSchema>;

/** `GET /V1/falcon/orders/mine?searchCriteria…`: the store's own route for the customer's orders (OrderSearchResult). */
export const orderSearchResultSchema = z.looseObject({
  items: z.optional(z.array(orderSchema)),
  total_count: z.optional(z.int()),
});
export type OrderSearchResultWire = z.infer<typeof orderSearchResultSchema>;

export const orderExamples = {
  searchResult: {
    items: [
      {
        increment_id: '000000042',
        created_at: '2026-03-02 09:00:00',
        status: 'pending',
        base_currency_code: 'USD',
        base_grand_total: 5200,
        billing_address: { firstname: 'Dana', lastname: 'Demo' },
      },
    ],
    total_count: 1,
  } satisfies OrderSearchResultWire,
};
