import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';

export type CardFieldsOutcome =
  | { readonly type: 'nonce'; readonly nonce: string; readonly last4: string }
  | { readonly type: 'error'; readonly message: string };

/** The card provider's hosted fields: card data is typed into the provider's own frame and only a single-use
 * nonce comes back, so the storefront and the store never see a card number. */
export interface HostedCardFields {
  /** The address of the provider's frame, which posts its outcomes back to this page. */
  frameUrl(): string;
  /** What the provider's frame says, as it says it (only the provider's own messages; another origin or shape is
   * ignored). */
  outcomes(): Observable<CardFieldsOutcome>;
}
export const HostedCardFields = Symbol.for('HostedCardFields') as ServiceIdentifier<HostedCardFields>;
