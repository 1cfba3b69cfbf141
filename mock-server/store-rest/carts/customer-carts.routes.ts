import { Router } from 'express';
import type { Response } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../../app/server-context';
import type { MockDatabase } from '../../db/mock-database';
import { asyncRoute } from '../../http/async-route';
import { magentoErrors } from '../../http/magento-errors';
import { validateBody } from '../../http/validate-body';
import type { Cart } from './cart';
import { applyCoupon, removeCoupon } from './cart-coupons';
import { cartErrors } from './cart-errors';
import { canTakeFreeRing } from './free-ring-offer';
import { requireAddable } from './cart-rules';
import { addProduct, assignBillingAddress, createCart, removeItem } from './cart-mutations';
import type { CartOwner } from './cart-owner';
import { authenticateCustomer, bearerToken, findActiveCart, requireActiveCart } from './cart-owner';
import { findCartProduct } from './cart-products';
import { toAddressResponse, toCartItemResponse, toCartResponse, toTotalsResponse } from './cart-responses';
import { cartTotals } from './cart-totals';
import { addCartItemRequestSchema, assignBillingAddressRequestSchema } from './cart.request';
import { updateCart } from './update-cart';

const mergeRequestSchema = z.object({ masked_quote_id: z.string().min(1).max(64) });

/**
 * The customer's cart (`/V1/carts/mine…`): the same calls as the guest cart API, on the one active cart of the
 * token's customer. Every path under `/V1/carts/mine` checks the token first (401 for the `self` resource), so an
 * unknown sub-path answers 401 to a stranger and 404 to a customer, as Magento does. Plus the store's
 * `POST /V1/falcon/carts/mine` (the guest cart merged into the customer's at sign-in).
 */
export function customerCartRoutes(context: ServerContext): Router {
  const { store, now } = context;
  const router = Router();
  const mine = (res: Response): CartOwner => ({ kind: 'customer', customerId: res.locals.customerId as number });
  const readCart = (res: Response) => requireActiveCart(store.data.carts, mine(res));

  router.all(/^\/V1\/(?:carts|falcon\/carts)\/mine(?:\/.*)?$/i, (req, res, next) => {
    res.locals.customerId = authenticateCustomer(context, bearerToken(req));
    next();
  });

  /** The customer's active cart, created (empty) when there is none, as Magento's `POST /V1/carts/mine` does. */
  const ensureCart = async (customerId: number): Promise<number> => {
    let id = 0;
    await store.update((data) => {
      id = (findActiveCart(data.carts, { kind: 'customer', customerId }) ?? createCart(data, customerId, now())).id;
    });
    return id;
  };

  router.get(
    '/V1/carts/mine',
    asyncRoute(async (_req, res) => {
      const customerId = res.locals.customerId as number;
      await ensureCart(customerId);
      res.json(toCartResponse(readCart(res), store.data.customers.find((customer) => customer.id === customerId)));
    }),
  );

  router.post(
    '/V1/carts/mine',
    asyncRoute(async (_req, res) => {
      res.json(await ensureCart(res.locals.customerId as number));
    }),
  );

  router.get('/V1/carts/mine/items', (_req, res) => {
    const cart = readCart(res);
    res.json(cart.items.map((item) => toCartItemResponse(cart, item)));
  });

  router.post(
    '/V1/carts/mine/items',
    asyncRoute(async (req, res) => {
      const { cartItem } = validateBody(addCartItemRequestSchema, req.body);
      const product = findCartProduct(context, cartItem.sku);
      const response = await updateCart(context, mine(res), (cart, data) => {
        if (!product) throw cartErrors.productNotFound();
        requireAddable(context, cart, product.sku, cartItem.qty);
        const options = { extension_attributes: cartItem.extension_attributes, custom_attributes: cartItem.custom_attributes };
        return toCartItemResponse(cart, addProduct(data, cart, product, cartItem.qty, options, now()));
      });
      res.json(response);
    }),
  );

  router.delete(
    '/V1/carts/mine/items/:itemId',
    asyncRoute(async (req, res) => {
      const itemIdText = req.params.itemId ?? '';
      if (!/^\d+$/.test(itemIdText)) throw magentoErrors.typeMismatch(itemIdText, 'int');
      await updateCart(context, mine(res), (cart) => removeItem(cart, Number(itemIdText), itemIdText, now()));
      res.json(true);
    }),
  );

  router.get('/V1/carts/mine/totals', (_req, res) => {
    const cart = readCart(res);
    res.json(toTotalsResponse(cart, cartTotals(cart, now())));
  });

  router.get('/V1/carts/mine/coupons', (_req, res) => {
    res.json(readCart(res).coupon_code);
  });

  router.put(
    '/V1/carts/mine/coupons/:couponCode',
    asyncRoute(async (req, res) => {
      await updateCart(context, mine(res), (cart) => applyCoupon(cart, req.params.couponCode ?? '', now()));
      res.json(true);
    }),
  );

  router.delete(
    '/V1/carts/mine/coupons',
    asyncRoute(async (_req, res) => {
      await updateCart(context, mine(res), (cart) => removeCoupon(cart, now()));
      res.json(true);
    }),
  );

  router.get('/V1/carts/mine/billing-address', (_req, res) => {
    res.json(toAddressResponse(readCart(res).billing_address));
  });

  router.post(
    '/V1/carts/mine/billing-address',
    asyncRoute(async (req, res) => {
      const { address, useForShipping = false } = validateBody(assignBillingAddressRequestSchema, req.body);
      res.json(await updateCart(context, mine(res), (cart) => assignBillingAddress(cart, address, useForShipping, now())));
    }),
  );

  router.post(
    '/V1/falcon/carts/mine',
    asyncRoute(async (req, res) => {
      const customerId = res.locals.customerId as number;
      const { masked_quote_id: maskedId } = validateBody(mergeRequestSchema, req.body);
      await store.update((data) => {
        const guest = requireActiveCart(data.carts, { kind: 'guest', maskedId });
        const cart = findActiveCart(data.carts, { kind: 'customer', customerId }) ?? createCart(data, customerId, now());
        mergeInto(context, data, guest, cart, now());
      });
      res.json(true);
    }),
  );

  return router;
}

/**
 * Moves the guest cart's items into the customer's cart (a diamond already there is not added twice; an equal
 * ring item grows), carries the guest's coupon over when the customer's cart has none and it still applies, and
 * deactivates the guest cart (its masked id then answers 404), as Magento's quote merge does at sign-in. An item
 * whose product no longer exists is left behind, and so is a free ring the merged cart cannot take (one in all).
 * The guest cart's assignment merges the other way round (`guest-cart-assignment.routes.ts`).
 */
export function mergeInto(context: Pick<ServerContext, 'diamonds' | 'catalog'>, data: MockDatabase, guest: Cart, cart: Cart, now: Date): void {
  for (const item of guest.items) {
    const product = findCartProduct(context, item.sku);
    if (!product || !canTakeFreeRing(context, cart.items, product.sku, item.qty)) continue;
    addProduct(data, cart, product, product.unique ? 1 : item.qty, { extension_attributes: item.extension_attributes, custom_attributes: item.custom_attributes }, now);
  }
  if (guest.coupon_code && !cart.coupon_code) {
    try {
      applyCoupon(cart, guest.coupon_code, now);
    } catch {
      // A code that does not apply to the merged cart is dropped, as Magento's totals collection drops it.
    }
  }
  guest.is_active = false;
}
