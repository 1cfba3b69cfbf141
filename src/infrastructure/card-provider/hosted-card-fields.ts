import { concatMap, filter, from, map, type Observable } from 'rxjs';
import type * as Payments from '../../../contracts/payments';
import type { CardFieldsOutcome, HostedCardFields } from '../../application/checkout/hosted-card-fields.port';
import { frameMessages, type FrameMessage } from '../browser-window/frame-messages';
import { cardFrameMessageSchema } from '../http/payments.schemas';

const originOf = (url: string, base: string): string => new URL(url, base).origin;

/**
 * The card provider's hosted fields page, framed by the payment pages. Only messages from the provider's own
 * origin and of its two shapes (contracts/payments/card-provider.ts) count: `loupe-card-nonce` (nonce and the last
 * four digits) and `loupe-card-error`.
 */
export class ProviderHostedCardFields implements HostedCardFields {
  constructor(
    private readonly providerUrl: string,
    private readonly pageOrigin: () => string,
    private readonly window: EventTarget,
  ) {}

  frameUrl(): string {
    return `${this.providerUrl}/hosted-fields?parentOrigin=${encodeURIComponent(this.pageOrigin())}`;
  }

  outcomes(): Observable<CardFieldsOutcome> {
    // Listening starts at once; each message waits for the contract (loaded once), so none is missed.
    return frameMessages(this.window).pipe(
      concatMap((message) => from(cardFrameMessageSchema.load()).pipe(map((schema) => this.read(message, schema)))),
      filter((outcome): outcome is CardFieldsOutcome => outcome !== null),
    );
  }

  private read({ origin, data }: FrameMessage, schema: typeof Payments.cardFrameMessageSchema): CardFieldsOutcome | null {
    if (origin !== originOf(this.providerUrl, this.pageOrigin())) return null;
    const message = schema.safeParse(data);
    if (!message.success) return null;
    return message.data.type === 'loupe-card-nonce'
      ? { type: 'nonce', nonce: message.data.nonce, last4: (message.data.last4 ?? '').slice(-4) }
      : { type: 'error', message: message.data.message };
  }
}
