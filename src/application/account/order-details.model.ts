import type { Subscription } from 'rxjs';
import { orderLineTitle } from '../../domain/bag/bag-line-text';
import { orderDateLabel, orderStatusLabel, paymentMethodLabel, type OrderAddress, type OrderDetails } from '../../domain/account/order-details';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formatPrice } from '../../domain/shared/money';
import type { Destination } from '../kernel/destination';
import { PresentationModel } from '../kernel/presentation-model';
import type { LoadOrder } from './load-order.query';

/** An order as its page shows it: every amount a price, the status and payment in the shop's words. */
export interface OrderPage {
  readonly number: string;
  /** 'December 28, 2025'. */
  readonly placed: string;
  readonly status: string;
  readonly lines: readonly { readonly key: string; readonly sku: string; readonly name: string; readonly quantity: number; readonly price: string }[];
  readonly subtotal: string;
  /** Null without a discount. */
  readonly discount: string | null;
  readonly couponCode: string | null;
  /** 'Free' when nothing was charged for shipping. */
  readonly shipping: string;
  readonly tax: string;
  readonly total: string;
  readonly billingAddress: OrderAddress | null;
  readonly shippingAddress: OrderAddress | null;
  readonly payment: string | null;
}

export interface OrderDetailsState {
  readonly status: 'loading' | 'ready' | 'not-found' | 'failed';
  readonly order: OrderPage | null;
  /** 'We could not find that order in your account.', or the shop's words for a store that did not answer. */
  readonly message: string | null;
  readonly destination: Destination | null;
}

/** What the storefront's server read for an order's page: the order, or null when the account has none of that number. */
export interface OrderDetailsSeed {
  readonly orderNumber: string;
  readonly order: OrderDetails | null;
  /** The store could not answer (the page says so, not that the order does not exist). */
  readonly unavailable?: boolean;
}

export const orderPageOf = (order: OrderDetails): OrderPage => ({
  number: order.number,
  placed: orderDateLabel(order.createdAt),
  status: orderStatusLabel(order.status),
  lines: order.lines.map((line, index) => ({ key: `${index}:${line.sku}`, sku: line.sku, name: orderLineTitle(line), quantity: line.quantity, price: formatPrice(line.total) })),
  subtotal: formatPrice(order.subtotal),
  discount: order.discount !== 0 ? formatPrice(-Math.abs(order.discount)) : null,
  couponCode: order.couponCode,
  shipping: order.shipping === 0 ? 'Free' : formatPrice(order.shipping),
  tax: formatPrice(order.tax),
  total: formatPrice(order.grandTotal),
  billingAddress: order.billingAddress,
  shippingAddress: order.shippingAddress,
  payment: paymentMethodLabel(order.paymentMethod),
});

const signInFor = (orderNumber: string): Destination => ({ to: `/register?returnUrl=${encodeURIComponent(`/account?order=${orderNumber}`)}`, replace: true });

/**
 * An order opened from the account (/account?order={number}): its lines, totals, addresses, payment and status. A
 * shopper who is not signed in is sent to sign in and comes back to the order; a number the account does not hold
 * (another customer's among them) is not found.
 */
export class OrderDetailsModel extends PresentationModel<OrderDetailsState> {
  #number: string | null = null;
  #loading: Subscription | null = null;

  constructor(private readonly loadOrder: LoadOrder) {
    super({ status: 'loading', order: null, message: null, destination: null });
  }

  /** The order the storefront's server read for the address: shown at once, not read again. */
  seed(seed: OrderDetailsSeed): void {
    this.#number = seed.orderNumber;
    this.setState(
      seed.order
        ? { status: 'ready', order: orderPageOf(seed.order), message: null, destination: null }
        : { status: seed.unavailable ? 'failed' : 'not-found', order: null, message: (seed.unavailable ? SHOP_ERRORS.SERVICE_DOWN : SHOP_ERRORS.ORDER_NOT_FOUND).message, destination: null },
    );
  }

  open(orderNumber: string): void {
    if (orderNumber === this.#number && (this.state.status !== 'loading' || (this.#loading !== null && !this.#loading.closed))) return;
    this.#number = orderNumber;
    this.#loading?.unsubscribe();
    this.setState({ status: 'loading', order: null, message: null, destination: null });
    this.#loading = this.own(
      this.loadOrder.execute(orderNumber).subscribe({
        next: (found) => {
          if (!found.signedIn) return this.patch({ destination: signInFor(orderNumber) });
          this.setState(found.order ? { status: 'ready', order: orderPageOf(found.order), message: null, destination: null } : { status: 'not-found', order: null, message: SHOP_ERRORS.ORDER_NOT_FOUND.message, destination: null });
        },
        error: () => this.setState({ status: 'failed', order: null, message: SHOP_ERRORS.SERVICE_DOWN.message, destination: null }),
      }),
    );
  }
}
