import { filter, map, type Observable } from 'rxjs';
import type { FinancingOutcome, FinancingProvider } from '../../application/checkout/financing-provider.port';
import type { FinancingCheckout } from '../../domain/checkout/financing-checkout';
import { frameMessages, type FrameMessage } from '../browser-window/frame-messages';
import { fetchJson } from '../http/fetch-json';

/**
 * The buy-now-pay-later provider: `POST {url}/v2/checkout` registers the bag and answers the checkout's page,
 * which the payment page frames in a modal. The page posts `loupe-financing-approved` (with the checkout token),
 * `loupe-financing-cancelled` or `loupe-financing-declined` to the shop's window; only messages from the provider's
 * origin count.
 */
export class HttpFinancingProvider implements FinancingProvider {
  constructor(
    private readonly providerUrl: string,
    private readonly pageOrigin: () => string,
    private readonly doFetch: typeof fetch,
    private readonly window: EventTarget,
  ) {}

  open(checkout: FinancingCheckout): Observable<string> {
    return fetchJson<{ checkout_id: string; redirect_url: string }>(this.doFetch, `${this.providerUrl}/v2/checkout`, { method: 'POST', body: checkout }).pipe(
      map(({ redirect_url }) => {
        const page = new URL(redirect_url, new URL(this.providerUrl, this.pageOrigin()));
        page.searchParams.set('parentOrigin', this.pageOrigin());
        return page.toString();
      }),
    );
  }

  outcomes(): Observable<FinancingOutcome> {
    return frameMessages(this.window).pipe(
      map((message) => this.read(message)),
      filter((outcome): outcome is FinancingOutcome => outcome !== null),
    );
  }

  private read({ origin, data }: FrameMessage): FinancingOutcome | null {
    if (origin !== new URL(this.providerUrl, this.pageOrigin()).origin) return null;
    if (typeof data !== 'object' || data === null) return null;
    const message = data as { type?: unknown; checkout_token?: unknown; message?: unknown };
    if (message.type === 'loupe-financing-approved' && typeof message.checkout_token === 'string' && message.checkout_token !== '') {
      return { type: 'approved', checkoutToken: message.checkout_token };
    }
    if (message.type === 'loupe-financing-cancelled') return { type: 'cancelled' };
    if (message.type === 'loupe-financing-declined') return { type: 'declined', message: typeof message.message === 'string' ? message.message : '' };
    return null;
  }
}
