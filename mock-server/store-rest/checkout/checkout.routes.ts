import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { paymentReadRoutes } from './payment-reads.routes';
import { paymentRoutes } from './payment.routes';
import { shippingRoutes } from './shipping.routes';

/** Checkout on guest carts and the customer's cart: shipping, totals, the payment reads and (with a card nonce) the order. */
export function checkoutRoutes(context: ServerContext): Router {
  const router = Router();
  router.use(shippingRoutes(context));
  router.use(paymentRoutes(context));
  router.use(paymentReadRoutes(context));
  return router;
}
