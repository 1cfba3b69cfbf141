import { concatMap, filter, from, map, switchMap, type Observable } from 'rxjs';
import type * as Payments from '../../../contracts/payments';
import type { FinancingCheckoutRequestWire, FinancingPartyWire } from '../../../contracts/payments';
import type { FinancingOutcome, FinancingProvider } from '../../application/checkout/financing-provider.port';
import type { Logger } from '../../application/kernel/logger.port';
import type { FinancingCheckout, FinancingParty } from '../../domain/checkout/financing-checkout';
import { frameMessages, type FrameMessage } from '../browser-window/frame-messages';
import { fetchJson } from '../http/fetch-json';
import { financingCheckoutAnswerSchema, financingFrameMessageSchema } from '../http/payments.schemas';
import { readWireAnswer } from '../http/wire-answer';

const toWireParty = (party: FinancingParty): FinancingPartyWire => ({
  name: { first: party.firstName, last: party.lastName },
  address: { line1: party.line1, ...(party.line2 ? { line2: party.line2 } : {}), city: party.city, state: party.state, zipcode: party.zip, country: party.country },
  ...(party.phone ? { phone_number: party.phone } : {}),
  ...(party.email ? { email: party.email } : {}),
});

/** The shop's checkout as the provider's wire takes it (contracts/payments/financing-provider.ts): the wire names
 * (display_name, unit_price, tax_amount, order_id…) start here. */
export const toFinancingCheckoutWire = (checkout: FinancingCheckout): FinancingCheckoutRequestWire => ({
  items: checkout.lines.map((line) => ({ sku: line.sku, display_name: line.name, unit_price: line.unitPriceCents, qty: line.qty })),
  ...(checkout.discountCents
    ? { discounts: Object.fromEntries(Object.entries(checkout.discountCents).map(([code, cents]) => [code, { discount_amount: cents }])) }
    : {}),
  shipping_amount: checkout.shippingCents,
  tax_amount: checkout.taxCents,
  total: checkout.totalCents,
  currency: checkout.currency,
  billing: toWireParty(checkout.billing),
  shipping: toWireParty(checkout.shipping),
  ...(checkout.cartId ? { order_id: checkout.cartId } : {}),
});

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
    private readonly logger?: Logger,
  ) {}

  open(checkout: FinancingCheckout): Observable<string> {
    return fetchJson<unknown>(this.doFetch, `${this.providerUrl}/v2/checkout`, { method: 'POST', body: toFinancingCheckoutWire(checkout) }).pipe(
      switchMap((answer) => from(financingCheckoutAnswerSchema.load()).pipe(map((schema) => readWireAnswer(schema, 'POST /v2/checkout', answer, this.logger)))),
      map(({ redirect_url }) => {
        const page = new URL(redirect_url, new URL(this.providerUrl, this.pageOrigin()));
        page.searchParams.set('parentOrigin', this.pageOrigin());
        return page.toString();
      }),
    );
  }

  outcomes(): Observable<FinancingOutcome> {
    // Listening starts at once; each message waits for the contract (loaded once), so none is missed.
    return frameMessages(this.window).pipe(
      concatMap((message) => from(financingFrameMessageSchema.load()).pipe(map((schema) => this.read(message, schema)))),
      filter((outcome): outcome is FinancingOutcome => outcome !== null),
    );
  }

  private read({ origin, data }: FrameMessage, schema: typeof Payments.financingFrameMessageSchema): FinancingOutcome | null {
    if (origin !== new URL(this.providerUrl, this.pageOrigin()).origin) return null;
    const message = schema.safeParse(data);
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
