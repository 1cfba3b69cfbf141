import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { authenticateCustomer, bearerToken } from './cart-owner';

/**
 * The customer's cart (`/V1/carts/mine…`, every verb and sub-path). Only a customer token opens it, and no
 * customer exists yet, so every request answers Magento's 401 for the `self` resource. The customers work adds the
 * routes here, resolving the cart with `{ kind: 'customer', customerId }`.
 */
export function customerCartRoutes(context: ServerContext): Router {
  const router = Router();
  router.all(/^\/V1\/carts\/mine(?:\/.*)?$/i, (req) => {
    authenticateCustomer(context, bearerToken(req));
  });
  return router;
}
