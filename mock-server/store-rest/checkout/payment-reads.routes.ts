import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { requireActiveCart } from '../carts/cart-owner';
import { toTotalsResponse } from '../carts/cart-responses';
import { cartTotals } from '../carts/cart-totals';
import { PAYMENT_METHODS } from './checkout-methods';
import { checkoutOwnerRoutes } from './checkout-owners';

/**
 * The payment reads of Magento's checkout, for guest carts and the customer's cart: the methods the cart may be
 * paid with (`PaymentMethodManagementInterface::getList`) and the payment details a checkout page starts from
 * (`PaymentInformationManagementInterface::getPaymentInformation`: the methods and the totals). The storefront
 * learns them from `shipping-information`; a store tool or another storefront reads them here.
 */
export function paymentReadRoutes(context: ServerContext): Router {
  const { store, now } = context;
  const router = Router();
  for (const { prefix, owner } of checkoutOwnerRoutes(context)) {
    router.get(`${prefix}/payment-methods`, (req, res) => {
      requireActiveCart(store.data.carts, owner(req));
      res.json(PAYMENT_METHODS);
    });

    router.get(`${prefix}/payment-information`, (req, res) => {
      const cart = requireActiveCart(store.data.carts, owner(req));
      res.json({ payment_methods: PAYMENT_METHODS, totals: toTotalsResponse(cart, cartTotals(cart, now())) });
    });
  }
  return router;
}
