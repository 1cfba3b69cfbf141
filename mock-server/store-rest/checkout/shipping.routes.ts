import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { asyncRoute } from '../../http/async-route';
import { validateBody } from '../../http/validate-body';
import type { Cart } from '../carts/cart';
import { assignBillingAddress } from '../carts/cart-mutations';
import { requireActiveCart } from '../carts/cart-owner';
import { toTotalsResponse } from '../carts/cart-responses';
import { cartTotals } from '../carts/cart-totals';
import type { CartAddressInput } from '../carts/cart.request';
import { updateCart } from '../carts/update-cart';
import { checkoutErrors } from './checkout-errors';
import { FREE_SHIPPING, PAYMENT_METHODS, requirePaymentMethod, requireShippingMethod } from './checkout-methods';
import { checkoutOwnerRoutes } from './checkout-owners';
import { collectTotalsRequestSchema, shippingInformationRequestSchema } from './checkout.request';

/**
 * Shipping at checkout, for guest carts and the customer's cart alike: the methods (free shipping only), the
 * shipping address and method (`shipping-information`, answered with the payment methods and the totals), and
 * `collect-totals` (the totals for a chosen payment and shipping method).
 */
export function shippingRoutes(context: ServerContext): Router {
  const { store, now } = context;
  const router = Router();
  for (const { prefix, owner } of checkoutOwnerRoutes(context)) {
    router.get(`${prefix}/shipping-methods`, (req, res) => {
      requireActiveCart(store.data.carts, owner(req));
      res.json([FREE_SHIPPING]);
    });

    router.post(
      `${prefix}/shipping-information`,
      asyncRoute(async (req, res) => {
        const cartOwner = owner(req);
        const { addressInformation: info } = validateBody(shippingInformationRequestSchema, req.body);
        requireShippingMethod(info.shipping_carrier_code, info.shipping_method_code);
        const totals = await updateCart(context, cartOwner, (cart) => {
          if (cart.items.length === 0) throw checkoutErrors.emptyCartShipping();
          assignShipping(cart, info.shipping_address, info.billing_address, now());
          return toTotalsResponse(cart, cartTotals(cart, now()));
        });
        res.json({ payment_methods: PAYMENT_METHODS, totals });
      }),
    );

    router.put(
      `${prefix}/collect-totals`,
      asyncRoute(async (req, res) => {
        const cartOwner = owner(req);
        const body = validateBody(collectTotalsRequestSchema, req.body);
        requirePaymentMethod(body.paymentMethod.method);
        requireShippingMethod(body.shippingCarrierCode, body.shippingMethodCode);
        const cart = requireActiveCart(store.data.carts, cartOwner);
        res.json(toTotalsResponse(cart, cartTotals(cart, now())));
      }),
    );
  }
  return router;
}

/**
 * Sets the shipping address; the billing address is the one given, or the shipping address when the client says
 * they are the same (or sends no billing address and the cart has none yet), as Magento's checkout does.
 */
function assignShipping(cart: Cart, shipping: CartAddressInput, billing: CartAddressInput | undefined, now: Date): void {
  const sameAsBilling = billing === undefined && (shipping.same_as_billing === 1 || cart.billing_address.firstname === null);
  // The cart's address writer sets the billing address and copies it to the shipping one: the billing address is
  // kept, then set apart when there is a new one.
  const kept = cart.billing_address;
  assignBillingAddress(cart, shipping, true, now);
  cart.billing_address = kept;
  const newBilling = billing ?? (sameAsBilling ? shipping : undefined);
  if (newBilling) assignBillingAddress(cart, newBilling, false, now);
  cart.shipping_address.same_as_billing = sameAsBilling ? 1 : 0;
}
