import { Router } from 'express';
import type { Request } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../../app/server-context';
import { asyncRoute } from '../../http/async-route';
import { magentoErrors } from '../../http/magento-errors';
import { validateBody } from '../../http/validate-body';
import type { Cart } from './cart';
import { dropInapplicableCoupon } from './cart-coupons';
import { cartErrors } from './cart-errors';
import type { CartOwner } from './cart-owner';
import { authenticateCustomer, bearerToken } from './cart-owner';
import { findCartProduct } from './cart-products';
import { toCartItemResponse } from './cart-responses';
import { requireAddable } from './cart-rules';
import { toMagentoDateTime } from '../../db/magento-datetime';
import { updateCart } from './update-cart';

const changeQtyRequestSchema = z.object({
  cartItem: z.object({
    // Magento's qty is a float: a fraction is a value its rules refuse, not a value of the wrong type.
    qty: z.number().positive().refine(Number.isInteger),
    // Magento takes the cart and the item from the path.
    quote_id: z.union([z.string(), z.number()]).optional(),
    item_id: z.union([z.string(), z.number()]).optional(),
    sku: z.string().max(64).optional(),
  }),
});

/**
 * `PUT /V1/guest-carts/:cartId/items/:itemId` and `PUT /V1/carts/mine/items/:itemId` (Magento's
 * `CartItemRepositoryInterface::save` of an existing item): sets a line's quantity and answers the item. The same
 * rules as an add, over the line's new quantity: a diamond is one of a kind, a sold one cannot be held, one free
 * ring in all, and no product past the store's maximum quantity.
 */
export function cartItemQuantityRoutes(context: ServerContext): Router {
  const { now } = context;
  const router = Router();
  const owners: readonly { path: string; owner: (req: Request) => CartOwner }[] = [
    { path: '/V1/guest-carts/:cartId/items/:itemId', owner: (req) => ({ kind: 'guest', maskedId: req.params.cartId ?? '' }) },
    { path: '/V1/carts/mine/items/:itemId', owner: (req) => ({ kind: 'customer', customerId: authenticateCustomer(context, bearerToken(req)) }) },
  ];
  for (const { path, owner } of owners) {
    router.put(
      path,
      asyncRoute(async (req, res) => {
        const cartOwner = owner(req);
        const itemIdText = req.params.itemId ?? '';
        // Magento casts the path parameter to its declared type before anything else.
        if (!/^\d+$/.test(itemIdText)) throw magentoErrors.typeMismatch(itemIdText, 'int');
        const { cartItem } = validateBody(changeQtyRequestSchema, req.body);
        const item = await updateCart(context, cartOwner, (cart) => {
          const changed = changeQty(context, cart, Number(itemIdText), itemIdText, cartItem.qty, now());
          return toCartItemResponse(cart, changed);
        });
        res.json(item);
      }),
    );
  }
  return router;
}

function changeQty(context: Pick<ServerContext, 'stock' | 'catalog' | 'diamonds'>, cart: Cart, itemId: number, itemIdText: string, qty: number, now: Date) {
  const item = cart.items.find((candidate) => candidate.item_id === itemId);
  if (!item) throw cartErrors.itemNotInCart(cart.id, itemIdText);
  const product = findCartProduct(context, item.sku);
  if (product?.unique && qty > 1) throw cartErrors.qtyNotAvailable();
  requireAddable(context, { ...cart, items: cart.items.filter((other) => other !== item) }, item.sku, qty);
  item.qty = qty;
  cart.updated_at = toMagentoDateTime(now);
  dropInapplicableCoupon(cart, now);
  return item;
}
