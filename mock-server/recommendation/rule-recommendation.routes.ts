import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { validateBody } from '../http/validate-body';
import { requireRecommendationAuth } from './recommendation-auth';
import { readQuery } from './recommendation-query';
import { ruleRecommendationResponse } from './recommendation-responses';
import { ruleRecommendationRequest } from './recommendation.request';

/** `POST rule_recommendation/` `{ header, body: { preference: query } }` → the recommended stone and a `state`
 * the edit forms (`adjust`, `set`, `command`, added with the detail page) will start from. */
export function ruleRecommendationRoutes({ config, diamonds }: ServerContext): Router {
  const router = Router();
  router.post('/rule_recommendation', requireRecommendationAuth(config.recommendationAuth), (req, res) => {
    const { body } = validateBody(ruleRecommendationRequest, req.body);
    res.json(ruleRecommendationResponse(diamonds, readQuery(body.preference)));
  });
  return router;
}
