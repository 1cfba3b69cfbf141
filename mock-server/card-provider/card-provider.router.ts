import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { readParentOrigin, sendProviderPage } from '../http/provider-page';
import { hostedFieldsPage, readFieldsLook } from './hosted-fields-page';
import { readCardInput } from './tokenize.request';

/**
 * The card payment provider, mounted at `/card-provider`: hosted card fields that turn card data into a
 * `payment_method_nonce` (`context.cards`, redeemed by the store when the order is placed). A path it does not
 * serve falls through to the mount's JSON 404.
 */
export function createCardProviderRouter({ cards, now }: Pick<ServerContext, 'cards' | 'now'>): Router {
  const router = Router();

  router.post('/v1/tokenize', (req, res) => {
    const card = readCardInput(req.body, now());
    const { nonce } = cards.issue(card.number);
    res.set('Cache-Control', 'no-store').json({ nonce });
  });

  router.get('/hosted-fields', (req, res) => {
    const parentOrigin = readParentOrigin(req.query.parentOrigin);
    sendProviderPage(res, hostedFieldsPage(parentOrigin, readFieldsLook(req.query, parentOrigin)));
  });

  return router;
}
