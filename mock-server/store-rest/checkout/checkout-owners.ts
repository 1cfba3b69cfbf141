import type { Request } from 'express';
import type { ServerContext } from '../../app/server-context';
import type { CartOwner } from '../carts/cart-owner';
import { authenticateCustomer, bearerToken } from '../carts/cart-owner';

/** Where the checkout routes of one kind of cart live, and whose cart a request names. */
export interface CheckoutOwnerRoute {
  /** `/V1/guest-carts/:cartId` or `/V1/carts/mine`. */
  readonly prefix: string;
  /** The cart's owner; a customer route answers 401 without a valid token, before anything else. */
  owner(req: Request): CartOwner;
}

/** The guest cart (by masked id) and the customer's cart (by token): the same checkout calls on both. */
export function checkoutOwnerRoutes(context: Pick<ServerContext, 'store' | 'now'>): readonly CheckoutOwnerRoute[] {
  return [
    { prefix: '/V1/guest-carts/:cartId', owner: (req) => ({ kind: 'guest', maskedId: req.params.cartId ?? '' }) },
    { prefix: '/V1/carts/mine', owner: (req) => ({ kind: 'customer', customerId: authenticateCustomer(context, bearerToken(req)) }) },
  ];
}
