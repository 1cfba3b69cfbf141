import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { asyncRoute } from '../../http/async-route';
import { validateBody } from '../../http/validate-body';
import { cartErrors } from './cart-errors';
import { requireAddable } from './cart-rules';
import { addProduct } from './cart-mutations';
import type { CartOwner } from './cart-owner';
import { optionalCustomer } from './cart-owner';
import { diamondProduct } from './cart-products';
import { toCartItemResponse } from './cart-responses';
import { addDiamondRequestSchema } from './cart.request';
import { updateCart } from './update-cart';

/**
 * `POST /V1/diamondsearch/cart` `{ cartId, diamondId }` (the store's diamond search module): adds one seeded
 * diamond to a guest's cart (by masked id) or, with a bearer token, to the customer's own active cart (named by its
 * id or masked id; any other cart is 404), and answers the item. A diamond already in the cart is answered as it is, never added twice.
 */
export function diamondCartRoutes(context: ServerContext): Router {
  const router = Router();
  router.post(
    '/V1/diamondsearch/cart',
    asyncRoute(async (req, res) => {
      // The token is checked before the body, as Magento authenticates a request before reading its parameters.
      const customerId = optionalCustomer(context, req);
      const { cartId, diamondId } = validateBody(addDiamondRequestSchema, req.body);
      const owner: CartOwner = customerId === undefined ? { kind: 'guest', maskedId: cartId } : { kind: 'customer', customerId };
      const product = diamondProduct(context, diamondId);
      const item = await updateCart(context, owner, (cart, data) => {
        // A customer names the cart too: it must be their own (its id or masked id), or it is not found for them.
        if (customerId !== undefined && cartId !== String(cart.id) && cartId !== cart.masked_id) throw cartErrors.cartNotFound(cartId);
        if (!product) throw cartErrors.diamondNotFound();
        requireAddable(context, cart, product.sku, 1);
        return toCartItemResponse(cart, addProduct(data, cart, product, 1, {}, context.now()));
      });
      res.json(item);
    }),
  );
  return router;
}
