import { Router } from 'express';

/**
 * The diamond recommendation service, mounted at `/recommendation`. Its calls (`recommendations/`,
 * `rule_recommendation/`, `pricerange/`, `diamonds/{id}`, `comparisons/`; see docs/product-decisions) each get a
 * routes file in this folder. A path it does not serve falls through to the mount's JSON 404.
 */
export function createRecommendationRouter(): Router {
  return Router();
}
