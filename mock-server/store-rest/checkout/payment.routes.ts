import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { asyncRoute } from '../../http/async-route';
import { validateBody } from '../../http/validate-body';
import type { Cart } from '../carts/cart';
import { assignBillingAddress } from '../carts/cart-mutations';
import { requireOrderable } from '../carts/cart-rules';
import { updateCart } from '../carts/update-cart';
import { checkoutErrors } from './checkout-errors';
import { BANK_TRANSFER_METHOD, CARD_METHOD, requirePaymentMethod } from './checkout-methods';
import { checkoutOwnerRoutes } from './checkout-owners';
import type { PaymentRequest } from './checkout.request';
import { customerPaymentRequestSchema, guestPaymentRequestSchema } from './checkout.request';
import { orderBillingAddress, orderCustomer, placeOrder } from './place-order';

/**
 * `POST …/payment-information`: pays with a card nonce, or by bank transfer (`{ method: 'banktransfer' }`, placed
 * `pending`), and places the order, answering the order's entity id as
 * a JSON string (Magento's `int` return of the guest and customer payment-information services, as text). Checks
 * run in Magento's order (body, cart, items, shipping, billing address, then the payment), and all of them before
 * the nonce is redeemed, so a refused request never uses up the shopper's nonce; a declined card does.
 */
export function paymentRoutes(context: ServerContext): Router {
  const { cards, now } = context;
  const router = Router();
  for (const { prefix, owner } of checkoutOwnerRoutes(context)) {
    router.post(
      `${prefix}/payment-information`,
      asyncRoute(async (req, res) => {
        const cartOwner = owner(req);
        const body: PaymentRequest & { email?: string } =
          cartOwner.kind === 'guest' ? validateBody(guestPaymentRequestSchema, req.body) : validateBody(customerPaymentRequestSchema, req.body);
        const method = body.paymentMethod.method;
        requirePaymentMethod(method, [CARD_METHOD, BANK_TRANSFER_METHOD]);
        const nonce = body.paymentMethod.additional_data?.payment_method_nonce ?? '';
        const orderId = await updateCart(context, cartOwner, (cart, data) => {
          if (cart.items.length === 0) throw checkoutErrors.emptyCart();
          if (cart.shipping_address.firstname === null) throw checkoutErrors.shippingMissing();
          const customer = orderCustomer(data.customers, cartOwner, body.email);
          // A JSON copy: inside a change the data is seen through the journal's proxies, which structuredClone refuses.
          const billingCart = JSON.parse(JSON.stringify(cart)) as Cart;
          if (body.billingAddress) assignBillingAddress(billingCart, body.billingAddress, false, now());
          const billing = orderBillingAddress(billingCart, customer.email);
          requireOrderable(context, data, cart);
          if (method === CARD_METHOD) {
            const card = cards.redeem(nonce);
            if (!card) throw checkoutErrors.nonceInvalid();
            if (card.outcome === 'declined') throw checkoutErrors.declined();
          }
          cart.billing_address = billingCart.billing_address;
          return placeOrder(data, cart, customer, billing, { method }, now()).entity_id;
        });
        res.json(String(orderId));
      }),
    );
  }
  return router;
}
