import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { magentoErrors } from '../http/magento-errors';
import { safeParseBody } from '../http/validate-body';
import { pricePosition } from './pricing/price-position';
import { requireRecommendationAuth } from './recommendation-auth';
import { recommendationErrors } from './recommendation-errors';
import { pricePositionRequest } from './recommendation.request';

/** `POST price_position/` `{ header, diamond_id }` → where the stone's price sits among similar stones on sale, the
 * model's price and the reasons (pricing/price-position.ts); a sold or unknown stone is not found. */
export function pricePositionRoutes({ config, diamonds, stock }: ServerContext): Router {
  const router = Router();
  router.post('/price_position', requireRecommendationAuth(config.recommendationAuth), (req, res) => {
    const parsed = safeParseBody(pricePositionRequest, req.body);
    if (!parsed?.success) throw magentoErrors.requiredField('diamond_id');
    const index = diamonds.indexOf(parsed.data.diamond_id);
    if (index < 0 || stock.isSold(parsed.data.diamond_id)) throw recommendationErrors.diamondNotFound();
    res.json(pricePosition(diamonds.inventory, index, stock.sold()));
  });
  return router;
}
