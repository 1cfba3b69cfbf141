import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { cartsRoutes } from './carts/carts.routes';
import { rejectCardData } from './checkout/card-data-guard';
import { checkoutRoutes } from './checkout/checkout.routes';
import { cmsPageRoutes } from './cms/cms-page.routes';
import { contactUsRoutes } from './contact/contact-us.routes';
import { customerAddressRoutes } from './customers/customer-addresses.routes';
import { customersRoutes } from './customers/customers.routes';
import { ordersRoutes } from './orders/orders.routes';
import { productsRoutes } from './products/products.routes';

/**
 * The store platform's REST API (Magento 2.4), mounted at `/rest`. One folder per resource; a new resource (carts,
 * customers, orders…) adds its routes file and one line below.
 */
export function createStoreRestRouter(context: ServerContext): Router {
  const v1 = Router();
  // Card numbers go to the card provider, never to the store: refused on every route whose body the store keeps or
  // checks (carts and checkout, where payment data travels, but also accounts, address books, the billing address and
  // sign-in). Free-text routes (the contact form) are left alone so that a customer's long reference number is never
  // mistaken for a card.
  v1.use(
    ['/V1/guest-carts', '/V1/carts', '/V1/diamondsearch', '/V1/falcon/carts', '/V1/customers', '/V1/falcon/customers', '/V1/integration'],
    rejectCardData(),
  );
  v1.use(cmsPageRoutes(context));
  v1.use(contactUsRoutes(context));
  v1.use(cartsRoutes(context));
  v1.use(checkoutRoutes(context));
  v1.use(productsRoutes(context));
  v1.use(customersRoutes(context));
  v1.use(customerAddressRoutes(context));
  v1.use(ordersRoutes(context));

  const router = Router();
  // Magento serves every route under a store code as well: `/rest/V1` is the default store view, which
  // `/rest/default/V1` names explicitly, and `/rest/all/V1` is the all-stores scope.
  router.use(['/default', '/all'], v1);
  router.use(v1);
  return router;
}
