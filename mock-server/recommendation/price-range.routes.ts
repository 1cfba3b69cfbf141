import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { validateBody } from '../http/validate-body';
import { shapeCode } from './inventory/grade-scales';
import { requireRecommendationAuth } from './recommendation-auth';
import { DEFAULT_SHAPE } from './recommendation-query';
import { priceRangeResponse } from './recommendation-responses';
import { priceRangeRequest } from './recommendation.request';

/** `POST pricerange/` `{ header, body: { size, shape? } }` → the estimated price range of the size step. */
export function priceRangeRoutes({ config, diamonds, stock }: ServerContext): Router {
  const router = Router();
  router.post('/pricerange', requireRecommendationAuth(config.recommendationAuth), (req, res) => {
    const { body } = validateBody(priceRangeRequest, req.body);
    res.json(priceRangeResponse(diamonds, shapeCode(body.shape ?? DEFAULT_SHAPE), body.size, stock.sold()));
  });
  return router;
}
