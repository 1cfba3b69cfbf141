import type { DeepReadonly } from '../../persistence/json-file-store';
import { FREE_SHIPPING, PAYMENT_METHODS } from '../../store-rest/checkout/checkout-methods';
import type { Order } from '../../store-rest/orders/order';

const CURRENCY = 'USD';
const money = (value: number) => ({ value, currency: CURRENCY });
/** Magento's uid: the entity id, base64-encoded. */
const uid = (id: number) => Buffer.from(String(id)).toString('base64');
const label = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);

/**
 * Magento 2.4.7's `CustomerOrder` of a placed order (what `placeOrder { orderV2 }` and the customer's order
 * queries answer): numbers, dates, status, the lines, the totals, the billing address, shipping and payment.
 */
export function toCustomerOrderView(order: DeepReadonly<Order>) {
  const discount = Math.abs(order.discount_amount);
  const method = order.payment?.method;
  return {
    id: uid(order.entity_id),
    number: order.increment_id,
    increment_id: order.increment_id,
    order_number: order.increment_id,
    order_date: order.created_at,
    created_at: order.created_at,
    status: label(order.status),
    state: order.state,
    email: order.customer_email,
    items: order.items.map((item) => ({
      id: uid(item.item_id),
      product_sku: item.sku,
      product_name: item.name,
      product_sale_price: money(item.price),
      quantity_ordered: item.qty_ordered,
      status: 'Ordered',
    })),
    total: {
      subtotal: money(order.subtotal),
      discounts: discount > 0 ? [{ amount: money(discount), label: order.coupon_code ?? 'Discount' }] : [],
      total_shipping: money(FREE_SHIPPING.amount),
      total_tax: money(0),
      grand_total: money(order.grand_total),
      base_grand_total: money(order.base_grand_total),
    },
    grand_total: order.grand_total,
    billing_address: {
      firstname: order.billing_address.firstname,
      lastname: order.billing_address.lastname,
      street: order.billing_address.street,
      city: order.billing_address.city,
      region: order.billing_address.region,
      region_id: order.billing_address.region_id === null ? null : String(order.billing_address.region_id),
      postcode: order.billing_address.postcode,
      country_code: order.billing_address.country_id,
      telephone: order.billing_address.telephone,
    },
    shipping_method: `${FREE_SHIPPING.carrier_title} - ${FREE_SHIPPING.method_title}`,
    payment_methods: method
      ? [
          {
            name: PAYMENT_METHODS.find((known) => known.code === method)?.title ?? method,
            type: method,
            // The payment's additional information as key-value pairs: an offline method's instructions.
            additional_data: order.payment?.instructions ? [{ name: 'instructions', value: order.payment.instructions }] : [],
          },
        ]
      : [],
    applied_coupons: order.coupon_code ? [{ code: order.coupon_code }] : [],
  };
}
