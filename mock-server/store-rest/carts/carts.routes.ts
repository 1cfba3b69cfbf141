import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { cartItemQuantityRoutes } from './cart-item-quantity.routes';
import { customerCartRoutes } from './customer-carts.routes';
import { diamondCartRoutes } from './diamond-cart.routes';
import { guestCartAssignmentRoutes } from './guest-cart-assignment.routes';
import { guestCartCouponRoutes } from './guest-cart-coupons.routes';
import { guestCartRoutes } from './guest-carts.routes';

/** Carts: the guest cart API, its coupons and its assignment to a customer, the diamond add and the customer's cart. */
export function cartsRoutes(context: ServerContext): Router {
  const router = Router();
  router.use(guestCartRoutes(context));
  router.use(guestCartCouponRoutes(context));
  router.use(guestCartAssignmentRoutes(context));
  router.use(diamondCartRoutes(context));
  router.use(customerCartRoutes(context));
  router.use(cartItemQuantityRoutes(context));
  return router;
}
