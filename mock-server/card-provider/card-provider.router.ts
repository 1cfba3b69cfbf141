import { Router } from 'express';

/**
 * The card payment provider, mounted at `/card-provider`: hosted card fields that turn card data into a
 * `payment_method_nonce`. Its routes are added in this folder; a path it does not serve falls through to the
 * mount's JSON 404.
 */
export function createCardProviderRouter(): Router {
  return Router();
}
