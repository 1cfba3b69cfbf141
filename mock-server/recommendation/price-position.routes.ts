import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { magentoErrors } from '../http/magento-errors';
import { safeParseBody } from '../http/validate-body';
import { pricePosition } from './pricing/price-position';
import { requireRecommendationAuth } from './recommendation-auth';
import { recommendationErrors } from './recommendation-errors';
import { pricePositionRequest } from './recommendation.request';
import { withheldCalls } from './withheld-calls';

/** `POST price_position/` `{ header, diamond_id }` → where the stone's price sits among similar stones on sale, the
 * model's price and the reasons (pricing/price-position.ts); a sold or unknown stone is not found. The control route
 * `PUT /__control/recommendation-calls/price_position` `{ offered: false }` takes it away (an older service). */
export function pricePositionRoutes(context: ServerContext): Router {
  const { config, diamonds, stock } = context;
  const router = Router();
  // Taken away through the control route, the call is a path this service does not have (the mount's JSON 404).
  router.post('/price_position', (_req, _res, next) => next(withheldCalls(context).has('price_position') ? 'router' : undefined));
  router.post('/price_position', requireRecommendationAuth(config.recommendationAuth), (req, res) => {
    const parsed = safeParseBody(pricePositionRequest, req.body);
    if (!parsed?.success) throw magentoErrors.requiredField('diamond_id');
    const index = diamonds.indexOf(parsed.data.diamond_id);
    if (index < 0 || stock.isSold(parsed.data.diamond_id)) throw recommendationErrors.diamondNotFound();
    res.json(pricePosition(diamonds.inventory, index, stock.sold()));
  });
  return router;
}
