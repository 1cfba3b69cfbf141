import type { ServerContext } from '../../app/server-context';
import type { DeepReadonly } from '../../persistence/json-file-store';
import type { Cart, CartItem } from '../../store-rest/carts/cart';
import { cartTotals, money } from '../../store-rest/carts/cart-totals';
import type { GraphqlContext } from '../graphql-context';
import { graphqlErrors } from '../graphql-errors';
import { moneyOf, priceRange, productView, uid } from './product-view';

type ReadonlyCart = DeepReadonly<Cart>;

/**
 * `cart(cart_id)`: the same carts the REST routes change, read through GraphQL, with the same totals
 * (`cartTotals`): items, prices and the applied coupon agree with `GET /V1/guest-carts/:id/totals` at any moment.
 */
export function cart({ cart_id }: { cart_id: string }, { server }: GraphqlContext) {
  const found = cartForUser(server, cart_id, null);
  const totals = cartTotals(found, server.now());
  const discounts = totals.coupon && totals.discount > 0 ? [{ amount: moneyOf(totals.discount), label: totals.coupon.code }] : null;
  return {
    id: found.masked_id,
    email: found.billing_address.email,
    is_virtual: false,
    total_quantity: found.items.reduce((sum, item) => sum + item.qty, 0),
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
  };
}

/**
 * Magento's GetCartForUser: the masked id must name an active cart, and a customer's cart is only the customer's.
 * `customerId` is null for a guest request (the customers work passes the token's customer).
 */
export function cartForUser(server: Pick<ServerContext, 'store'>, maskedId: string, customerId: number | null): ReadonlyCart {
  if (maskedId.trim() === '') throw graphqlErrors.input('Required parameter "cart_id" is missing');
  const found = server.store.data.carts.find((candidate) => candidate.masked_id === maskedId);
  if (!found) throw graphqlErrors.noSuchEntity('Could not find a cart with ID "%masked_cart_id"', { masked_cart_id: maskedId });
  if (!found.is_active) throw graphqlErrors.noSuchEntity("The cart isn't active.");
  if (found.customer_id !== customerId) {
    throw graphqlErrors.authorization('The current user cannot perform operations on cart "%masked_cart_id"', { masked_cart_id: maskedId });
  }
  return found;
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
