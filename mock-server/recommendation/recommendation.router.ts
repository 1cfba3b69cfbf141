import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { comparisonsRoutes } from './comparisons.routes';
import { diamondsRoutes } from './diamonds.routes';
import { pricePositionRoutes } from './price-position.routes';
import { priceRangeRoutes } from './price-range.routes';
import { recommendationsRoutes } from './recommendations.routes';
import { ruleRecommendationRoutes } from './rule-recommendation.routes';
import { similarDiamondsRoutes } from './similar-diamonds.routes';

/**
 * The diamond recommendation service, mounted at `/recommendation` (docs/api-contracts.md): `recommendations/`,
 * `rule_recommendation/`, `pricerange/`, `diamonds/{id}`, `comparisons/`, `price_position/` and `similar_diamonds/`, all POST, with or without the
 * trailing slash (express matches both). Each checks the credentials in the body first. The stones and their
 * indexes come built from the server context. A path it does not serve falls through to the mount's JSON 404.
 */
export function createRecommendationRouter(context: ServerContext): Router {
  const router = Router();
  router.use(
    recommendationsRoutes(context),
    ruleRecommendationRoutes(context),
    priceRangeRoutes(context),
    diamondsRoutes(context),
    comparisonsRoutes(context),
    pricePositionRoutes(context),
    similarDiamondsRoutes(context),
  );
  return router;
}
