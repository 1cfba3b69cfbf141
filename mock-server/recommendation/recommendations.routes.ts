import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { validateBody } from '../http/validate-body';
import { requireRecommendationAuth } from './recommendation-auth';
import { readQuery } from './recommendation-query';
import { recommendationsResponse } from './recommendation-responses';
import { recommendationsRequest } from './recommendation.request';

/** `POST recommendations/` `{ header, body: query }` → the eligible count and up to four picks. */
export function recommendationsRoutes({ config, diamonds, stock }: ServerContext): Router {
  const router = Router();
  router.post('/recommendations', requireRecommendationAuth(config.recommendationAuth), (req, res) => {
    const { body } = validateBody(recommendationsRequest, req.body);
    res.json(recommendationsResponse(diamonds, readQuery(body), stock.sold()));
  });
  return router;
}
