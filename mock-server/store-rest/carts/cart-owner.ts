import type { Request } from 'express';
import type { ServerContext } from '../../app/server-context';
import type { DeepReadonly } from '../../persistence/json-file-store';
import { bearerToken } from '../../http/bearer-token';
import { magentoErrors } from '../../http/magento-errors';
import { customerIdOfToken } from '../customers/customer-tokens';
import type { Cart } from './cart';
import { cartErrors } from './cart-errors';

/**
 * Whose cart a request acts on: a guest names it by its masked id, a customer by the bearer token (Magento finds
 * the customer's one active cart). The cart routes resolve carts only through this, so customer carts plug in
 * without touching the guest routes.
 */
export type CartOwner =
  | { readonly kind: 'guest'; readonly maskedId: string }
  | { readonly kind: 'customer'; readonly customerId: number };

export { bearerToken };

/**
 * The customer id of a request that must be a customer's (`/V1/carts/mine…`): the token must be known, unexpired
 * and unrevoked, otherwise Magento's 401 for the `self` resource (`customer-tokens.ts`).
 */
export function authenticateCustomer(context: Pick<ServerContext, 'store' | 'now'>, token: string | undefined): number {
  return customerIdOfToken(context, token);
}

/**
 * For routes open to guests and customers alike (the diamond add): undefined for a request without a bearer
 * token (a guest), the customer id for a valid one; an invalid token answers 401 rather than silently acting
 * as a guest, so that a customer whose session expired does not fill an anonymous cart.
 */
export function optionalCustomer(context: ServerContext, req: Request): number | undefined {
  const token = bearerToken(req);
  return token === undefined ? undefined : authenticateCustomer(context, token);
}

/** The owner's active cart, or undefined. A guest route never reaches a customer's cart, even by its masked id. */
export function findActiveCart<C extends DeepReadonly<Cart>>(carts: readonly C[], owner: CartOwner): C | undefined {
  return carts.find((cart) =>
    cart.is_active && (owner.kind === 'guest' ? cart.customer_id === null && cart.masked_id === owner.maskedId : cart.customer_id === owner.customerId),
  );
}

/** The owner's active cart, or Magento's 404 for it. */
export function requireActiveCart<C extends DeepReadonly<Cart>>(carts: readonly C[], owner: CartOwner): C {
  const cart = findActiveCart(carts, owner);
  if (cart) return cart;
  throw owner.kind === 'guest' ? cartErrors.cartNotFound(owner.maskedId) : magentoErrors.noSuchEntity('customerId', String(owner.customerId));
}
