import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { asyncRoute } from '../../http/async-route';
import { magentoErrors } from '../../http/magento-errors';
import { validateBody } from '../../http/validate-body';
import { cartErrors } from './cart-errors';
import { requireAddable } from './cart-rules';
import { addProduct, assignBillingAddress, createCart, removeItem } from './cart-mutations';
import type { CartOwner } from './cart-owner';
import { requireActiveCart } from './cart-owner';
import { findCartProduct } from './cart-products';
import { toAddressResponse, toCartItemResponse, toCartResponse, toTotalsResponse } from './cart-responses';
import { cartTotals } from './cart-totals';
import { addCartItemRequestSchema, assignBillingAddressRequestSchema } from './cart.request';
import { updateCart } from './update-cart';

/**
 * Magento's guest cart API (`/V1/guest-carts…`): the cart is named by its masked id. Every change is on disk
 * before the answer.
 */
export function guestCartRoutes(context: ServerContext): Router {
  const { store, now } = context;
  const router = Router();
  const guest = (cartId: string | undefined): CartOwner => ({ kind: 'guest', maskedId: cartId ?? '' });
  const readCart = (cartId: string | undefined) => requireActiveCart(store.data.carts, guest(cartId));

  router.post(
    '/V1/guest-carts',
    asyncRoute(async (_req, res) => {
      let maskedId = '';
      await store.update((data) => {
        maskedId = createCart(data, null, now()).masked_id;
      });
      res.json(maskedId);
    }),
  );

  router.get('/V1/guest-carts/:cartId', (req, res) => {
    res.json(toCartResponse(readCart(req.params.cartId)));
  });

  router.get('/V1/guest-carts/:cartId/items', (req, res) => {
    const cart = readCart(req.params.cartId);
    res.json(cart.items.map((item) => toCartItemResponse(cart, item)));
  });

  router.post(
    '/V1/guest-carts/:cartId/items',
    asyncRoute(async (req, res) => {
      const { cartItem } = validateBody(addCartItemRequestSchema, req.body);
      const product = findCartProduct(context, cartItem.sku);
      const response = await updateCart(context, guest(req.params.cartId), (cart, data) => {
        // The cart is checked first (inside the update): an unknown cart is the 404, whatever the sku.
        if (!product) throw cartErrors.productNotFound();
        requireAddable(context, cart, product.sku, cartItem.qty);
        const options = { extension_attributes: cartItem.extension_attributes, custom_attributes: cartItem.custom_attributes };
        return toCartItemResponse(cart, addProduct(data, cart, product, cartItem.qty, options, now()));
      });
      res.json(response);
    }),
  );

  router.delete(
    '/V1/guest-carts/:cartId/items/:itemId',
    asyncRoute(async (req, res) => {
      const itemIdText = req.params.itemId ?? '';
      // Magento casts the path parameter to its declared type before anything else.
      if (!/^\d+$/.test(itemIdText)) throw magentoErrors.typeMismatch(itemIdText, 'int');
      await updateCart(context, guest(req.params.cartId), (cart) => {
        removeItem(cart, Number(itemIdText), itemIdText, now());
      });
      res.json(true);
    }),
  );

  router.get('/V1/guest-carts/:cartId/totals', (req, res) => {
    const cart = readCart(req.params.cartId);
    res.json(toTotalsResponse(cart, cartTotals(cart, now())));
  });

  router.get('/V1/guest-carts/:cartId/billing-address', (req, res) => {
    res.json(toAddressResponse(readCart(req.params.cartId).billing_address));
  });

  router.post(
    '/V1/guest-carts/:cartId/billing-address',
    asyncRoute(async (req, res) => {
      const { address, useForShipping = false } = validateBody(assignBillingAddressRequestSchema, req.body);
      const addressId = await updateCart(context, guest(req.params.cartId), (cart) => assignBillingAddress(cart, address, useForShipping, now()));
      res.json(addressId);
    }),
  );

  return router;
}
