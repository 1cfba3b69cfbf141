import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { readCheckoutRequest } from './checkout.request';
import { readConfirmInput } from './confirm.request';
import { financingErrors } from './financing-errors';
import { DECLINED_SSN_LAST4 } from './financing-ledger';
import { financingPage } from './financing-page';
import { readParentOrigin, sendProviderPage } from '../http/provider-page';

/**
 * The buy-now-pay-later financing provider, mounted at `/financing`: the store opens a checkout (amounts in cents),
 * the shopper confirms a plan on the provider's page in an iframe, and the page hands the parent a single-use
 * `checkout_token` (`context.financing`, redeemed by the store's placeOrder), a decline or a cancel. A path it does
 * not serve falls through to the mount's JSON 404.
 */
export function createFinancingRouter({ financing }: Pick<ServerContext, 'financing'>): Router {
  const router = Router();

  router.post('/v2/checkout', (req, res) => {
    const checkout = financing.open(readCheckoutRequest(req.body));
    res.set('Cache-Control', 'no-store').json({ checkout_id: checkout.id, redirect_url: `${req.baseUrl}/checkout/${checkout.id}` });
  });

  router.get('/checkout/:checkoutId', (req, res) => {
    const parentOrigin = readParentOrigin(req.query.parentOrigin);
    const checkoutId = req.params.checkoutId ?? '';
    const checkout = financing.find(checkoutId);
    if (!checkout) throw financingErrors.checkoutNotFound(checkoutId);
    const confirmUrl = `${req.baseUrl}/v2/checkout/${encodeURIComponent(checkout.id)}/confirm`;
    sendProviderPage(res, financingPage({ request: checkout.request, confirmUrl, parentOrigin }));
  });

  router.post('/v2/checkout/:checkoutId/confirm', (req, res) => {
    const input = readConfirmInput(req.body);
    const checkoutId = req.params.checkoutId ?? '';
    const checkout = financing.find(checkoutId);
    if (!checkout) throw financingErrors.checkoutNotFound(checkoutId);
    if (checkout.confirmed) throw financingErrors.alreadyConfirmed();
    // A declined applicant leaves the checkout open: the provider's decision is about the applicant, not the cart.
    if (input.ssnLast4 === DECLINED_SSN_LAST4) throw financingErrors.declined();
    const confirmed = financing.confirm(checkout.id, input.months);
    if (!confirmed.ok) throw confirmed.reason === 'confirmed' ? financingErrors.alreadyConfirmed() : financingErrors.checkoutNotFound(checkoutId);
    res.set('Cache-Control', 'no-store').json({ checkout_token: confirmed.checkoutToken });
  });

  return router;
}
