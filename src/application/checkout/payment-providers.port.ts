import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { FinancingCheckout } from '../../domain/checkout/financing-checkout';

/** A message a provider's frame posted to the storefront window. */
export interface FrameMessage {
  readonly origin: string;
  readonly data: unknown;
}

export type CardFieldsOutcome =
  | { readonly type: 'nonce'; readonly nonce: string; readonly last4: string }
  | { readonly type: 'error'; readonly message: string };

/** The card provider's hosted fields: card data is typed into the provider's own frame and only a single-use
 * nonce comes back, so the storefront and the store never see a card number. */
export interface HostedCardFields {
  frameUrl(parentOrigin: string): string;
  /** The frame's outcome, or null for a message that is not the provider's (another origin or shape). */
  read(message: FrameMessage): CardFieldsOutcome | null;
}
export const HostedCardFields = Symbol.for('HostedCardFields') as ServiceIdentifier<HostedCardFields>;

export type FinancingOutcome =
  | { readonly type: 'approved'; readonly checkoutToken: string }
  | { readonly type: 'cancelled' }
  | { readonly type: 'declined'; readonly message: string };

/** The buy-now-pay-later provider: a checkout opened in a modal frame that approves (a checkout token), is
 * cancelled, or declines. */
export interface FinancingProvider {
  /** Registers the checkout with the provider; answers the address of its frame. */
  open(checkout: FinancingCheckout, parentOrigin: string): Observable<string>;
  read(message: FrameMessage): FinancingOutcome | null;
}
export const FinancingProvider = Symbol.for('FinancingProvider') as ServiceIdentifier<FinancingProvider>;
