import { Router } from 'express';
import { SIMILAR_DIAMONDS_LIMIT } from '../../contracts/recommendation';
import type { ServerContext } from '../app/server-context';
import { magentoErrors } from '../http/magento-errors';
import { safeParseBody } from '../http/validate-body';
import { nearestOnSale } from './engine/nearest-on-sale';
import { requireRecommendationAuth } from './recommendation-auth';
import { recommendationErrors } from './recommendation-errors';
import { similarDiamondsRequest } from './recommendation.request';

/** `POST similar_diamonds/` `{ header, diamond_id }` → the stone as the service knows it (sold or not) and the three
 * stones on sale nearest it (engine/nearest-on-sale.ts); an id the service never had is not found. */
export function similarDiamondsRoutes({ config, diamonds, stock }: ServerContext): Router {
  const router = Router();
  router.post('/similar_diamonds', requireRecommendationAuth(config.recommendationAuth), (req, res) => {
    const parsed = safeParseBody(similarDiamondsRequest, req.body);
    if (!parsed?.success) throw magentoErrors.requiredField('diamond_id');
    const index = diamonds.indexOf(parsed.data.diamond_id);
    if (index < 0) throw recommendationErrors.diamondNotFound();
    const sold = stock.sold();
    const { diamond_id, shape, size, color, clarity } = diamonds.diamond(index);
    res.json({
      stone: { diamond_id, shape, size, color, clarity, available: !sold.has(index) },
      diamonds: nearestOnSale(diamonds.inventory, index, sold, SIMILAR_DIAMONDS_LIMIT).map((stone) => diamonds.offered(stone, sold)),
    });
  });
  return router;
}
