import { toMagentoDateTime } from '../../db/magento-datetime';
import type { MockDatabase } from '../../db/mock-database';
import { nextId } from '../../db/sequences';
import { magentoErrors } from '../../http/magento-errors';
import type { DeepReadonly } from '../../persistence/json-file-store';
import type { Cart, CartAddress } from '../carts/cart';
import type { CartOwner } from '../carts/cart-owner';
import { cartTotals } from '../carts/cart-totals';
import type { Customer } from '../customers/customer';
import type { CustomerAddressInput } from '../customers/customer.request';
import { addAddress } from '../customers/customer-addresses';
import { BANK_TRANSFER_INSTRUCTIONS, BANK_TRANSFER_METHOD } from './checkout-methods';
import { findCustomer } from '../customers/customer-tokens';
import type { Order, OrderAddress } from '../orders/order';
import { incrementIdOf } from '../orders/order';

export interface OrderCustomer {
  readonly id: number | null;
  readonly email: string;
  readonly firstname: string | null;
  readonly lastname: string | null;
}

/** Who orders: a guest by the email given at checkout, a customer by their account. */
export function orderCustomer(customers: readonly DeepReadonly<Customer>[], owner: CartOwner, email: string | undefined): OrderCustomer {
  if (owner.kind === 'guest') return { id: null, email: email ?? '', firstname: null, lastname: null };
  const customer = findCustomer(customers, owner.customerId);
  return { id: customer.id, email: customer.email, firstname: customer.firstname, lastname: customer.lastname };
}

const REQUIRED_ADDRESS_FIELDS = ['firstname', 'lastname', 'city', 'postcode', 'country_id', 'telephone'] as const;

/**
 * The order's billing address: the cart's billing address, or its shipping address when the billing one was never
 * filled in. Magento's 400 naming the first field an order cannot do without.
 */
export function orderBillingAddress(cart: DeepReadonly<Cart>, email: string): OrderAddress {
  const address: DeepReadonly<CartAddress> = cart.billing_address.firstname === null ? cart.shipping_address : cart.billing_address;
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    if (!address[field]) throw magentoErrors.requiredField(field);
  }
  if (!address.street.some((line) => line.trim() !== '')) throw magentoErrors.requiredField('street');
  return orderAddressOf(address, email);
}

/** The order's shipping address: the cart's (placing an order checks it was given). */
export function orderShippingAddress(cart: DeepReadonly<Cart>, email: string): OrderAddress {
  return orderAddressOf(cart.shipping_address, email);
}

function orderAddressOf(address: DeepReadonly<CartAddress>, email: string): OrderAddress {
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street: address.street.filter((line) => line.trim() !== ''),
    city: address.city ?? '',
    region: address.region,
    region_code: address.region_code,
    region_id: address.region_id,
    postcode: address.postcode ?? '',
    country_id: address.country_id ?? '',
    telephone: address.telephone ?? '',
    email: address.email ?? email,
  };
}

/** The payment method an order records (`braintree` for the card, `affirm_gateway` for financing, `banktransfer`). */
export interface OrderPayment {
  readonly method: string;
}

/**
 * Turns the cart into an order (status `processing`: the payment was authorized and captured; a bank transfer's
 * `pending`, state `new`, with the store's instructions on its payment, as Magento's offline payments do), with the cart's
 * totals at this moment, an entity id and increment id from the `order` sequence, and deactivates the cart, as
 * Magento's quote management does. Call inside `store.update`, once everything was checked: the REST card
 * checkout and GraphQL's placeOrder both end here.
 */
export function placeOrder(data: MockDatabase, cart: Cart, customer: OrderCustomer, billing: OrderAddress, payment: OrderPayment, now: Date): Order {
  const totals = cartTotals(cart, now);
  if (customer.id !== null) keepInAddressBook(data, findCustomer(data.customers, customer.id), cart);
  const entityId = nextId(data.sequences, 'order');
  const createdAt = toMagentoDateTime(now);
  const offline = payment.method === BANK_TRANSFER_METHOD;
  const order: Order = {
    entity_id: entityId,
    increment_id: incrementIdOf(entityId),
    customer_id: customer.id,
    customer_email: customer.email,
    customer_firstname: customer.firstname ?? billing.firstname,
    customer_lastname: customer.lastname ?? billing.lastname,
    created_at: createdAt,
    updated_at: createdAt,
    status: offline ? 'pending' : 'processing',
    state: offline ? 'new' : 'processing',
    base_currency_code: 'USD',
    base_grand_total: totals.grandTotal,
    grand_total: totals.grandTotal,
    subtotal: totals.subtotal,
    // Magento's orders keep the discount negative, as the cart totals show it.
    discount_amount: totals.discount === 0 ? 0 : -totals.discount,
    coupon_code: totals.coupon?.code ?? null,
    billing_address: billing,
    shipping_address: orderShippingAddress(cart, billing.email),
    items: cart.items.map((item) => ({
      item_id: nextId(data.sequences, 'orderItem'),
      sku: item.sku,
      name: item.name,
      price: item.price,
      qty_ordered: item.qty,
    })),
    payment: offline ? { method: payment.method, instructions: BANK_TRANSFER_INSTRUCTIONS } : { method: payment.method },
  };
  data.orders.push(order);
  cart.is_active = false;
  cart.updated_at = createdAt;
  return order;
}

/**
 * A customer's order adds the cart's addresses marked `save_in_address_book` to their address book, as Magento's
 * quote management does when it submits a customer's quote: the shipping address unless it is the billing address,
 * then the billing address; the first address of a kind the customer has no default of becomes that default (a
 * shipping address saved alone stands for billing too while the billing address is not being saved).
 */
export function keepInAddressBook(data: MockDatabase, customer: Customer, cart: DeepReadonly<Cart>): void {
  let hasDefaultBilling = customer.addresses.some((address) => address.default_billing);
  let hasDefaultShipping = customer.addresses.some((address) => address.default_shipping);
  const shipping = cart.shipping_address;
  const billing = cart.billing_address;
  if (shipping.same_as_billing !== 1 && shipping.save_in_address_book === 1 && shipping.firstname !== null) {
    const makeDefaultBilling = !hasDefaultShipping && !hasDefaultBilling && billing.save_in_address_book !== 1;
    const defaults = hasDefaultShipping ? {} : { default_shipping: true, ...(makeDefaultBilling ? { default_billing: true } : {}) };
    addAddress(customer, data.sequences, { ...bookAddressOf(shipping), ...defaults });
    hasDefaultShipping = true;
    if (makeDefaultBilling) hasDefaultBilling = true;
  }
  if (billing.save_in_address_book === 1 && billing.firstname !== null) {
    const defaults = hasDefaultBilling ? {} : { default_billing: true, ...(hasDefaultShipping ? {} : { default_shipping: true }) };
    addAddress(customer, data.sequences, { ...bookAddressOf(billing), ...defaults });
  }
}

/** A cart address as an entry of the address book. */
function bookAddressOf(address: DeepReadonly<CartAddress>): CustomerAddressInput {
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    company: address.company,
    street: address.street.filter((line) => line.trim() !== ''),
    city: address.city ?? '',
    region: { region_code: address.region_code, region: address.region, region_id: address.region_id },
    country_id: 'US',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
  };
}
