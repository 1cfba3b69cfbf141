import { Router } from 'express';

/**
 * The buy-now-pay-later financing provider, mounted at `/financing`: a checkout that approves (→ `checkout_token`),
 * is cancelled or declines. Its routes are added in this folder; a path it does not serve falls through to the
 * mount's JSON 404.
 */
export function createFinancingRouter(): Router {
  return Router();
}
