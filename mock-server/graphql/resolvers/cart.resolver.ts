import type { Cart } from '../../store-rest/carts/cart';
import { createCart } from '../../store-rest/carts/cart-mutations';
import { findActiveCart } from '../../store-rest/carts/cart-owner';
import type { GraphqlContext } from '../graphql-context';
import { graphqlErrors } from '../graphql-errors';
import { cartForUser } from './cart-for-user';
import { cartView } from './cart-view';

/** `cart(cart_id)`: a guest's cart by its masked id, or the customer's own cart with their token. */
export function cart({ cart_id }: { cart_id: string }, { server, customerId }: GraphqlContext) {
  return cartView(server, cartForUser(server, cart_id, customerId));
}

/**
 * `customerCart`: the token's customer's active cart, created empty when there is none, as Magento's CustomerCart
 * resolver does (with the same cart creation as `POST /V1/carts/mine`). The creation is written before answering,
 * so the cart id answered survives a restart.
 */
export async function customerCart(_args: Record<string, never>, { server, customerId }: GraphqlContext) {
  if (customerId === null) throw graphqlErrors.authorization("The current customer isn't authorized.");
  let found!: Cart;
  await server.store.update((data) => {
    found = findActiveCart(data.carts, { kind: 'customer', customerId }) ?? createCart(data, customerId, server.now());
  });
  return cartView(server, found);
}
