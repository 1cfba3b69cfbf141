import { safeParseBody } from '../http/validate-body';
import { Router } from 'express';
import type { DiamondWire as Diamond } from '../../contracts/recommendation';
import type { ServerContext } from '../app/server-context';
import { requireRecommendationAuth } from './recommendation-auth';
import { recommendationErrors } from './recommendation-errors';
import { comparisonsRequest } from './recommendation.request';

/** `POST comparisons/` `{ header, diamond_ids: [id, id] }` → both stones, in the order asked; a sold stone is not
 * found. */
export function comparisonsRoutes({ config, diamonds, stock }: ServerContext): Router {
  const router = Router();
  router.post('/comparisons', requireRecommendationAuth(config.recommendationAuth), (req, res) => {
    const parsed = safeParseBody(comparisonsRequest, req.body);
    if (!parsed?.success) throw recommendationErrors.noDiamondsPassed();
    const sold = stock.sold();
    const found = parsed.data.diamond_ids.map((id) => {
      const index = diamonds.indexOf(id);
      return index < 0 || stock.isSold(id) ? undefined : diamonds.offered(index, sold);
    });
    if (!found.every((diamond): diamond is Diamond => diamond !== undefined)) throw recommendationErrors.diamondNotFound();
    res.json({ diamonds: found });
  });
  return router;
}
