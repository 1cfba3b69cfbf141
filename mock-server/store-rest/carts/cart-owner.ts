import type { Request } from 'express';
import type { ServerContext } from '../../app/server-context';
import type { DeepReadonly } from '../../persistence/json-file-store';
import { magentoErrors } from '../../http/magento-errors';
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

/** The token of an `Authorization: Bearer …` header; undefined when the request carries none. */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer(?:\s+(.*))?$/i.exec((req.headers.authorization ?? '').trim());
  return match ? (match[1] ?? '').trim() : undefined;
}

/**
 * The customer id of a request that must be a customer's (`/V1/carts/mine…`). No customer exists yet, so no token
 * is valid: every request answers Magento's 401 for a missing, unknown, expired or revoked token. The customers
 * work replaces the body of this function with the token lookup.
 */
export function authenticateCustomer(_context: ServerContext, _token: string | undefined): number {
  throw magentoErrors.notAuthorized('self');
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
