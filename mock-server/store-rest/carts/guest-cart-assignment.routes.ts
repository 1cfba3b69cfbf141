import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../../app/server-context';
import { asyncRoute } from '../../http/async-route';
import { HttpError } from '../../http/http-error';
import { validateBody } from '../../http/validate-body';
import { toMagentoDateTime } from '../../db/magento-datetime';
import { authenticateCustomer, bearerToken, findActiveCart, requireActiveCart } from './cart-owner';
import { mergeInto } from './customer-carts.routes';

/** Magento's default store view: the only store a customer of this shop can be assigned a cart in. */
const STORE_ID = 1;

const assignRequestSchema = z.object({
  // Magento fills `customerId` from the token (`%customer_id%`, forced): what the body says is not used.
  customerId: z.unknown().optional(),
  storeId: z.number().int(),
});

/**
 * `PUT /V1/guest-carts/:cartId` (Magento's `GuestCartManagementInterface::assignCustomer`): the signed-in customer
 * takes over a guest cart. The customer comes from the bearer token, never from the body, so nobody can hand a cart
 * to someone else; the customer's own active cart is merged into the guest cart and deactivated, and the guest cart
 * (its masked id then answers 404) becomes the customer's. Answers `true`.
 */
export function guestCartAssignmentRoutes(context: ServerContext): Router {
  const { store, now } = context;
  const router = Router();
  router.put(
    '/V1/guest-carts/:cartId',
    asyncRoute(async (req, res) => {
      const customerId = authenticateCustomer(context, bearerToken(req));
      const { storeId } = validateBody(assignRequestSchema, req.body);
      const maskedId = req.params.cartId ?? '';
      await store.update((data) => {
        const cart = requireActiveCart(data.carts, { kind: 'guest', maskedId });
        if (storeId !== STORE_ID) throw new HttpError(400, "The customer can't be assigned to the cart. The cart belongs to a different store.");
        const own = findActiveCart(data.carts, { kind: 'customer', customerId });
        if (own) mergeInto(context, data, own, cart, now());
        cart.customer_id = customerId;
        for (const address of [cart.billing_address, cart.shipping_address]) address.customer_id = customerId;
        cart.updated_at = toMagentoDateTime(now());
      });
      res.json(true);
    }),
  );
  return router;
}
