import type { ServerContext } from '../../app/server-context';
import type { DeepReadonly } from '../../persistence/json-file-store';
import type { Cart, CartItem } from '../../store-rest/carts/cart';
import { cartTotals, money } from '../../store-rest/carts/cart-totals';
import { PAYMENT_METHODS } from '../../store-rest/checkout/checkout-methods';
import { moneyOf, priceRange, productView, uid } from './product-view';

type ReadonlyCart = DeepReadonly<Cart>;

/**
 * A cart as GraphQL's `Cart`: the same carts the REST routes change, with the same totals (`cartTotals`), so items,
 * prices and the applied coupon agree with `GET …/totals` at any moment. Every query and mutation that answers a
 * cart answers it through this.
 */
export function cartView(server: ServerContext, cart: ReadonlyCart) {
  const totals = cartTotals(cart, server.now());
  const discounts = totals.coupon && totals.discount > 0 ? [{ amount: moneyOf(totals.discount), label: totals.coupon.code }] : null;
  return {
    id: cart.masked_id,
    email: cartEmail(server, cart),
    is_virtual: false,
    total_quantity: cart.items.reduce((sum, item) => sum + item.qty, 0),
    items: totals.items.map(({ item, rowTotal, discount }) => ({
      __typename: 'SimpleCartItem',
      uid: uid(item.item_id),
      id: String(item.item_id),
      quantity: item.qty,
      product: () => itemProduct(server, item),
      prices: {
        price: moneyOf(item.price),
        row_total: moneyOf(rowTotal),
        row_total_including_tax: moneyOf(rowTotal),
        total_item_discount: moneyOf(discount),
        discounts: totals.coupon && discount > 0 ? [{ amount: moneyOf(discount), label: totals.coupon.code }] : null,
      },
    })),
    prices: {
      grand_total: moneyOf(totals.grandTotal),
      subtotal_excluding_tax: moneyOf(totals.subtotal),
      subtotal_including_tax: moneyOf(totals.subtotal),
      subtotal_with_discount_excluding_tax: moneyOf(Math.max(0, money(totals.subtotal - totals.discount))),
      discounts,
      applied_taxes: [],
    },
    applied_coupons: totals.coupon ? [{ code: totals.coupon.code }] : null,
    available_payment_methods: PAYMENT_METHODS.map(({ code, title }) => ({ code, title, is_deferred: false })),
    // Magento answers empty texts, not null, while no method is chosen.
    selected_payment_method: { code: cart.payment?.method ?? '', title: paymentTitle(cart.payment?.method) },
  };
}

/** Magento's quote `customer_email`: the account's email for a customer's cart, the one set by setGuestEmailOnCart
 * for a guest's (null until then). */
export function cartEmail(server: Pick<ServerContext, 'store'>, cart: ReadonlyCart): string | null {
  if (cart.customer_id === null) return cart.customer_email ?? null;
  return server.store.data.customers.find((customer) => customer.id === cart.customer_id)?.email ?? null;
}

export function paymentTitle(code: string | undefined): string {
  return PAYMENT_METHODS.find((method) => method.code === code)?.title ?? '';
}

/** The catalogue's product for a ring line; a diamond line, whose stone is no catalogue product, as a simple
 * product made from the line itself. */
function itemProduct(server: ServerContext, item: DeepReadonly<CartItem>) {
  const product = server.catalog.bySku(item.sku);
  if (product) return productView(server.catalog, product);
  return {
    __typename: 'SimpleProduct',
    id: null,
    uid: uid(`diamond/${item.sku}`),
    name: item.name,
    sku: item.sku,
    type_id: 'simple',
    stock_status: 'IN_STOCK',
    media_gallery: [],
    short_description: { html: '' },
    description: { html: '' },
    price_range: priceRange(item.price, item.price),
  };
}
