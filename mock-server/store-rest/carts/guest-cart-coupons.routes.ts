import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { asyncRoute } from '../../http/async-route';
import { applyCoupon, removeCoupon } from './cart-coupons';
import type { CartOwner } from './cart-owner';
import { requireActiveCart } from './cart-owner';
import { updateCart } from './update-cart';

/**
 * Magento's guest coupon API (`/V1/guest-carts/:cartId/coupons…`). The work is in `cart-coupons.ts`, so the
 * customer's `/V1/carts/mine/coupons…` routes are the same three calls on the cart their token names.
 */
export function guestCartCouponRoutes(context: ServerContext): Router {
  const { store, now } = context;
  const router = Router();
  const guest = (cartId: string | undefined): CartOwner => ({ kind: 'guest', maskedId: cartId ?? '' });

  router.put(
    '/V1/guest-carts/:cartId/coupons/:couponCode',
    asyncRoute(async (req, res) => {
      await updateCart(context, guest(req.params.cartId), (cart) => applyCoupon(cart, req.params.couponCode ?? '', now()));
      res.json(true);
    }),
  );

  router.get('/V1/guest-carts/:cartId/coupons', (req, res) => {
    // The stored code: null for a cart that never had one, "" after a removal (Magento's getCouponCode()).
    res.json(requireActiveCart(store.data.carts, guest(req.params.cartId)).coupon_code);
  });

  router.delete(
    '/V1/guest-carts/:cartId/coupons',
    asyncRoute(async (req, res) => {
      await updateCart(context, guest(req.params.cartId), (cart) => removeCoupon(cart, now()));
      res.json(true);
    }),
  );

  return router;
}
