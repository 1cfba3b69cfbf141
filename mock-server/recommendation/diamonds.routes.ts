import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { requireRecommendationAuth } from './recommendation-auth';
import { recommendationErrors } from './recommendation-errors';

/** `POST diamonds/{id}` `{ header }` → the stone and its calculated quality; a sold stone is not found, as the
 * service's feed no longer holds it. */
export function diamondsRoutes({ config, diamonds, stock }: ServerContext): Router {
  const router = Router();
  router.post('/diamonds/:id', requireRecommendationAuth(config.recommendationAuth), (req, res) => {
    const diamond = diamonds.find(req.params.id ?? '');
    if (!diamond || stock.isSold(diamond.diamond_id)) throw recommendationErrors.diamondNotFound();
    res.json({ diamond, calculated_quality: diamond.calculated_quality });
  });
  return router;
}
