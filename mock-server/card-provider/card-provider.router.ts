import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { toOrigin } from '../app/resolve-config';
import { magentoErrors } from '../http/magento-errors';
import { hostedFieldsPage } from './hosted-fields-page';
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
    const { html, csp } = hostedFieldsPage(parentOrigin);
    res
      .status(200)
      .set({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
      .send(html);
  });

  return router;
}

/** The origin the page may post to: absent means any (`'*'`), anything but one http(s) origin is a 400. */
function readParentOrigin(value: unknown): string | null {
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value : '';
  try {
    return toOrigin(text);
  } catch {
    throw magentoErrors.invalidFieldValue('parentOrigin', text.slice(0, 100));
  }
}
