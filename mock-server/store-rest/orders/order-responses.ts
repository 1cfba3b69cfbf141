import type { DeepReadonly } from '../../persistence/json-file-store';
import type { Order } from './order';
import type { SearchableFields } from '../webapi/apply-search-criteria';
import { HttpError } from '../../http/http-error';

/** Magento\Sales\Api\Data\OrderInterface: the fields the storefront's account pages read, and their totals. */
export function toOrderResponse(order: DeepReadonly<Order>) {
  const qty = order.items.reduce((sum, item) => sum + item.qty_ordered, 0);
  return {
    entity_id: order.entity_id,
    increment_id: order.increment_id,
    customer_id: order.customer_id,
    customer_email: order.customer_email,
    customer_firstname: order.customer_firstname,
    customer_lastname: order.customer_lastname,
    customer_is_guest: order.customer_id === null ? 1 : 0,
    created_at: order.created_at,
    updated_at: order.updated_at,
    status: order.status,
    state: order.state,
    store_id: 1,
    base_currency_code: order.base_currency_code,
    order_currency_code: order.base_currency_code,
    base_grand_total: order.base_grand_total,
    grand_total: order.grand_total,
    base_subtotal: order.subtotal,
    subtotal: order.subtotal,
    discount_amount: order.discount_amount,
    ...(order.coupon_code === null ? {} : { coupon_code: order.coupon_code }),
    shipping_amount: 0,
    shipping_description: 'Free Shipping - Free',
    tax_amount: 0,
    total_qty_ordered: qty,
    billing_address: { ...order.billing_address, address_type: 'billing', parent_id: order.entity_id },
    // Magento answers an order's shipping address in its shipping assignment, with the method and its total.
    extension_attributes: {
      shipping_assignments: [
        {
          shipping: {
            ...(order.shipping_address === undefined ? {} : { address: { ...order.shipping_address, address_type: 'shipping', parent_id: order.entity_id } }),
            method: 'freeshipping_freeshipping',
            total: { shipping_amount: 0, base_shipping_amount: 0 },
          },
        },
      ],
    },
    items: order.items.map((item) => ({
      item_id: item.item_id,
      order_id: order.entity_id,
      sku: item.sku,
      name: item.name,
      price: item.price,
      base_price: item.price,
      qty_ordered: item.qty_ordered,
      row_total: item.price * item.qty_ordered,
      product_type: 'simple',
    })),
    ...(order.payment === undefined ? {} : { payment: { method: order.payment.method } }),
  };
}

const ORDER_FIELDS: Readonly<Record<string, (order: DeepReadonly<Order>) => string | number | null>> = {
  entity_id: (order) => order.entity_id,
  increment_id: (order) => order.increment_id,
  created_at: (order) => order.created_at,
  updated_at: (order) => order.updated_at,
  status: (order) => order.status,
  state: (order) => order.state,
  grand_total: (order) => order.grand_total,
  base_grand_total: (order) => order.base_grand_total,
  customer_email: (order) => order.customer_email,
};

/** The columns of Magento's order grid a search may name; any other is its SQL error, answered as Magento's 400. */
export const orderSearchFields: SearchableFields<DeepReadonly<Order>> = {
  knows: (field) => Object.hasOwn(ORDER_FIELDS, field),
  read: (order, field) => ORDER_FIELDS[field]?.(order) ?? null,
  unknown: (field) => new HttpError(400, 'Invalid attribute name: %1', [field]),
};
