import { map, type Observable } from 'rxjs';
import { financingCheckoutAnswerSchema, financingFrameMessageSchema, type FinancingCheckoutRequestWire } from '../../../contracts/payments';
import type { FinancingOutcome, FinancingProvider, FrameMessage } from '../../application/checkout/payment-providers.port';
import type { Logger } from '../../application/shell/logger.port';
import type { FinancingCheckout } from '../../domain/checkout/financing-checkout';
import { fetchJson } from '../http/fetch-json';
import { readWireAnswer } from '../http/wire-answer';

/** The shop's checkout as the provider's wire takes it (contracts/payments/financing-provider.ts). */
const toWire = (checkout: FinancingCheckout): FinancingCheckoutRequestWire => ({
  ...checkout,
  items: checkout.items.map((item) => ({ ...item })),
  ...(checkout.discounts ? { discounts: { ...checkout.discounts } } : {}),
});

/**
 * The buy-now-pay-later provider: `POST {url}/v2/checkout` registers the bag and answers the checkout's page,
 * which the payment page frames in a modal. The page posts `loupe-financing-approved` (with the checkout token),
 * `loupe-financing-cancelled` or `loupe-financing-declined` back; only messages from the provider's origin count.
 */
export class HttpFinancingProvider implements FinancingProvider {
  constructor(
    private readonly providerUrl: string,
    private readonly pageOrigin: () => string,
    private readonly doFetch: typeof fetch,
    private readonly logger?: Logger,
  ) {}

  open(checkout: FinancingCheckout, parentOrigin: string): Observable<string> {
    return fetchJson<unknown>(this.doFetch, `${this.providerUrl}/v2/checkout`, { method: 'POST', body: toWire(checkout) }).pipe(
      map((answer) => readWireAnswer(financingCheckoutAnswerSchema, 'POST /v2/checkout', answer, this.logger)),
      map(({ redirect_url }) => {
        const page = new URL(redirect_url, new URL(this.providerUrl, this.pageOrigin()));
        page.searchParams.set('parentOrigin', parentOrigin);
        return page.toString();
      }),
    );
  }

  read({ origin, data }: FrameMessage): FinancingOutcome | null {
    if (origin !== new URL(this.providerUrl, this.pageOrigin()).origin) return null;
    const message = financingFrameMessageSchema.safeParse(data);
    if (!message.success) return null;
    switch (message.data.type) {
      case 'loupe-financing-approved':
        return { type: 'approved', checkoutToken: message.data.checkout_token };
      case 'loupe-financing-cancelled':
        return { type: 'cancelled' };
      case 'loupe-financing-declined':
        return { type: 'declined', message: message.data.message ?? '' };
    }
  }
}
