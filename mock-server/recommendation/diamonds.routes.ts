import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { requireRecommendationAuth } from './recommendation-auth';
import { recommendationErrors } from './recommendation-errors';

/** `POST diamonds/{id}` `{ header }` → the stone (with its deal block) and its calculated quality; a sold stone is not found, as the
 * service's feed no longer holds it. */
export function diamondsRoutes({ config, diamonds, stock }: ServerContext): Router {
  const router = Router();
  router.post('/diamonds/:id', requireRecommendationAuth(config.recommendationAuth), (req, res) => {
    const index = diamonds.indexOf(req.params.id ?? '');
    if (index < 0 || stock.isSold(req.params.id ?? '')) throw recommendationErrors.diamondNotFound();
    const diamond = diamonds.offered(index, stock.sold());
    res.json({ diamond, calculated_quality: diamond.calculated_quality });
  });
  return router;
}
