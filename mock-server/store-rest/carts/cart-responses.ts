import type { DeepReadonly } from '../../persistence/json-file-store';
import type { Customer } from '../customers/customer';
import { toCustomerResponse } from '../customers/customer-responses';
import type { Cart, CartAddress, CartItem } from './cart';
import { money } from './cart-totals';
import type { CartTotals } from './cart-totals';

/*
 * The cart as Magento 2.4's REST API writes it. Magento leaves out a null field whose getter is documented as
 * optional (`@return string|null`) and writes null for one documented as always set: the same rule here, so that
 * a client written against the mock reads a real store's answers.
 */

type ReadonlyCart = DeepReadonly<Cart>;

const CURRENCY = 'USD';
/** Magento's default store view and the retail customer tax class. */
const STORE_ID = 1;
const CUSTOMER_TAX_CLASS_ID = 3;

/** Magento\Quote\Api\Data\CartItemInterface. `quote_id` is the entity id as a string, as Magento writes it. */
export function toCartItemResponse(cart: ReadonlyCart, item: DeepReadonly<CartItem>) {
  return {
    item_id: item.item_id,
    sku: item.sku,
    qty: item.qty,
    name: item.name,
    price: item.price,
    product_type: item.product_type,
    quote_id: String(cart.id),
    ...(item.extension_attributes === undefined ? {} : { extension_attributes: item.extension_attributes }),
    ...(item.custom_attributes === undefined ? {} : { custom_attributes: item.custom_attributes }),
  };
}

/** Magento\Quote\Api\Data\AddressInterface. */
export function toAddressResponse(address: DeepReadonly<CartAddress>) {
  return {
    id: address.id,
    region: address.region,
    region_id: address.region_id,
    region_code: address.region_code,
    country_id: address.country_id,
    street: address.street,
    ...optional('company', address.company),
    telephone: address.telephone,
    ...optional('fax', address.fax),
    postcode: address.postcode,
    city: address.city,
    firstname: address.firstname,
    lastname: address.lastname,
    ...optional('middlename', address.middlename),
    ...optional('prefix', address.prefix),
    ...optional('suffix', address.suffix),
    ...optional('vat_id', address.vat_id),
    ...optional('customer_id', address.customer_id),
    email: address.email,
    same_as_billing: address.same_as_billing,
    ...optional('customer_address_id', address.customer_address_id),
    save_in_address_book: address.save_in_address_book,
  };
}

/**
 * Magento\Quote\Api\Data\CartInterface, with the shipping assignment Magento adds to every physical cart. A
 * customer's cart carries the customer (Magento's `CustomerInterface`, as `GET /V1/customers/me` answers it).
 */
export function toCartResponse(cart: ReadonlyCart, owner?: DeepReadonly<Customer>) {
  const items = cart.items.map((item) => toCartItemResponse(cart, item));
  // A guest cart's customer has no id or name; the email is known once the billing address carries one.
  const email = cart.billing_address.email;
  const customer = owner && owner.id === cart.customer_id ? toCustomerResponse(owner) : email ? { email } : {};
  return {
    id: cart.id,
    created_at: cart.created_at,
    updated_at: cart.updated_at,
    is_active: cart.is_active,
    is_virtual: false,
    items,
    items_count: cart.items.length,
    items_qty: itemsQty(cart),
    customer,
    billing_address: toAddressResponse(cart.billing_address),
    orig_order_id: 0,
    currency: {
      global_currency_code: CURRENCY,
      base_currency_code: CURRENCY,
      store_currency_code: CURRENCY,
      quote_currency_code: CURRENCY,
      store_to_base_rate: 0,
      store_to_quote_rate: 0,
      base_to_global_rate: 1,
      base_to_quote_rate: 1,
    },
    customer_is_guest: cart.customer_id === null,
    customer_note_notify: true,
    customer_tax_class_id: CUSTOMER_TAX_CLASS_ID,
    store_id: STORE_ID,
    extension_attributes: {
      shipping_assignments: [{ shipping: { address: toAddressResponse(cart.shipping_address), method: null }, items }],
    },
  };
}

/**
 * Magento\Quote\Api\Data\TotalsInterface from the cart's computed totals (`cartTotals`): shipping is free and tax 0,
 * so the grand total is the subtotal plus the (negative) discount. With a coupon applied the answer carries
 * `coupon_code`, each item its share of the discount, and a `discount` segment titled `Discount (<code>)`.
 */
export function toTotalsResponse(cart: ReadonlyCart, totals: CartTotals) {
  const percent = totals.coupon?.rule.action === 'by_percent' ? totals.coupon.rule.amount : 0;
  const items = totals.items.map(({ item, rowTotal, discount }) => ({
    item_id: item.item_id,
    price: item.price,
    base_price: item.price,
    qty: item.qty,
    row_total: rowTotal,
    base_row_total: rowTotal,
    row_total_with_discount: 0,
    tax_amount: 0,
    base_tax_amount: 0,
    tax_percent: 0,
    discount_amount: discount,
    base_discount_amount: discount,
    discount_percent: discount > 0 ? percent : 0,
    price_incl_tax: item.price,
    base_price_incl_tax: item.price,
    row_total_incl_tax: rowTotal,
    base_row_total_incl_tax: rowTotal,
    options: '[]',
    weee_tax_applied_amount: null,
    weee_tax_applied: null,
    name: item.name,
  }));
  const { subtotal, shipping, tax, grandTotal } = totals;
  // Magento writes the discount as a negative amount.
  const discount = totals.discount === 0 ? 0 : -totals.discount;
  const subtotalWithDiscount = money(subtotal + discount);
  return {
    grand_total: grandTotal,
    base_grand_total: grandTotal,
    subtotal,
    base_subtotal: subtotal,
    discount_amount: discount,
    base_discount_amount: discount,
    subtotal_with_discount: subtotalWithDiscount,
    base_subtotal_with_discount: subtotalWithDiscount,
    shipping_amount: shipping,
    base_shipping_amount: shipping,
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    tax_amount: tax,
    base_tax_amount: tax,
    weee_tax_applied_amount: null,
    shipping_tax_amount: 0,
    base_shipping_tax_amount: 0,
    subtotal_incl_tax: subtotal,
    shipping_incl_tax: shipping,
    base_shipping_incl_tax: shipping,
    base_currency_code: CURRENCY,
    quote_currency_code: CURRENCY,
    ...(totals.coupon ? { coupon_code: totals.coupon.code } : {}),
    items_qty: itemsQty(cart),
    items,
    // In Magento's sort order of totals: subtotal, discount, shipping, tax, grand total.
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: subtotal },
      ...(totals.coupon ? [{ code: 'discount', title: `Discount (${totals.coupon.code})`, value: discount }] : []),
      { code: 'shipping', title: 'Shipping & Handling', value: shipping },
      { code: 'tax', title: 'Tax', value: tax, extension_attributes: { tax_grandtotal_details: [] } },
      { code: 'grand_total', title: 'Grand Total', value: grandTotal, area: 'footer' },
    ],
  };
}

function itemsQty(cart: ReadonlyCart): number {
  return cart.items.reduce((sum, item) => sum + item.qty, 0);
}

function optional<Key extends string, Value>(key: Key, value: Value | null): { [K in Key]?: Value } {
  return (value === null ? {} : { [key]: value }) as { [K in Key]?: Value };
}
