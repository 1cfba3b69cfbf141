import { CARD_METHOD_CODE, FINANCING_METHOD_CODE } from '../checkout/payment';
import { parseOrderDate, type Order } from './order';

/** A line of a placed order. */
export interface OrderLine {
  readonly sku: string;
  readonly name: string;
  readonly unitPrice: number;
  readonly quantity: number;
  /** What the line cost: its unit price times its quantity, as the store totalled it. */
  readonly total: number;
}

/** Where an order was billed or shipped, as the store recorded it on the order. */
export interface OrderAddress {
  readonly name: string;
  readonly company: string | null;
  readonly street: readonly string[];
  /** 'New York, NY 10118'. */
  readonly cityLine: string;
  readonly telephone: string;
}

/** One order of the customer, opened from the account: its lines, totals, addresses, payment and status. */
export interface OrderDetails extends Order {
  readonly lines: readonly OrderLine[];
  readonly subtotal: number;
  /** Negative, as the store keeps a discount; 0 without one. */
  readonly discount: number;
  readonly shipping: number;
  readonly tax: number;
  readonly couponCode: string | null;
  readonly billingAddress: OrderAddress | null;
  readonly shippingAddress: OrderAddress | null;
  /** The store's payment method code ('braintree'), null when the order does not say. */
  readonly paymentMethod: string | null;
}

/** The account's address of an order: '/account?order=000000042' (the account page opens it). */
export const orderPath = (orderNumber: string): string => `/account?order=${encodeURIComponent(orderNumber)}`;

/** The date an order was placed, as the shopper reads it: 'December 28, 2025' (the store's UTC date). */
export const orderDateLabel = (createdAt: string): string => {
  const date = parseOrderDate(createdAt);
  return date ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : createdAt;
};

/** An order number as the store gives them (Magento's increment ids: digits, maybe a store prefix); anything else in
 * the address is no order of the shop's. */
export const isOrderNumber = (value: string): boolean => /^[A-Za-z0-9-]{1,32}$/.test(value);

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  pending_payment: 'Pending payment',
  processing: 'Processing',
  complete: 'Complete',
  closed: 'Closed',
  canceled: 'Canceled',
  holded: 'On hold',
  payment_review: 'Payment review',
};

/** What the shopper reads of the store's order status ('processing' → 'Processing'); a status the shop does not know
 * is written as the store names it, with its first letter raised. */
export const orderStatusLabel = (status: string): string => {
  const known = STATUS_LABELS[status.trim().toLowerCase()];
  if (known) return known;
  const words = status.trim().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const PAYMENT_LABELS: Readonly<Record<string, string>> = {
  [CARD_METHOD_CODE]: 'Paid by card',
  [FINANCING_METHOD_CODE]: 'Paid in monthly installments with financing',
  banktransfer: 'Paid by bank transfer',
};

/** How the order was paid, in the shop's words ('Paid by card'); null for a method the shop does not offer. */
export const paymentMethodLabel = (method: string | null): string | null => (method ? (PAYMENT_LABELS[method] ?? null) : null);
