import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { requireCustomer } from '../customers/customer-tokens';
import { applySearchCriteria } from '../webapi/apply-search-criteria';
import { readSearchCriteria } from '../webapi/search-criteria';
import { orderSearchFields, toOrderResponse } from './order-responses';

/**
 * `GET /V1/falcon/orders/mine?searchCriteria[…]` (the store's `falcon` module): Magento's order search restricted
 * to the token's customer. The customer filter is applied before the client's criteria, so no criteria can reach
 * another customer's orders.
 */
export function ordersRoutes(context: ServerContext): Router {
  const router = Router();
  router.get('/V1/falcon/orders/mine', (req, res) => {
    const customer = requireCustomer(context, req);
    const criteria = readSearchCriteria(req.originalUrl);
    const mine = context.store.data.orders.filter((order) => order.customer_id === customer.id);
    const result = applySearchCriteria(mine, criteria, orderSearchFields);
    res.json({ items: result.items.map(toOrderResponse), search_criteria: criteria, total_count: result.total_count });
  });
  return router;
}
