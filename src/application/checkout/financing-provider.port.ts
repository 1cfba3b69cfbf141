import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { FinancingCheckout } from '../../domain/checkout/financing-checkout';

export type FinancingOutcome =
  | { readonly type: 'approved'; readonly checkoutToken: string }
  | { readonly type: 'cancelled' }
  | { readonly type: 'declined'; readonly message: string };

/** The buy-now-pay-later provider: a checkout opened in a modal frame that approves (a checkout token), is
 * cancelled, or declines. */
export interface FinancingProvider {
  /** Registers the checkout with the provider; answers the address of its frame, which answers this page. */
  open(checkout: FinancingCheckout): Observable<string>;
  /** The frame's answers as they come (only the provider's own messages; another origin or shape is ignored). */
  outcomes(): Observable<FinancingOutcome>;
}
export const FinancingProvider = Symbol.for('FinancingProvider') as ServiceIdentifier<FinancingProvider>;
