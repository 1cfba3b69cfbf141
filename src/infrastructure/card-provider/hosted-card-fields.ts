import { filter, map, type Observable } from 'rxjs';
import { cardFrameMessageSchema } from '../../../contracts/payments';
import type { CardFieldsOutcome, HostedCardFields } from '../../application/checkout/hosted-card-fields.port';
import { frameMessages, type FrameMessage } from '../browser-window/frame-messages';

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
    return frameMessages(this.window).pipe(
      map((message) => this.read(message)),
      filter((outcome): outcome is CardFieldsOutcome => outcome !== null),
    );
  }

  private read({ origin, data }: FrameMessage): CardFieldsOutcome | null {
    if (origin !== originOf(this.providerUrl, this.pageOrigin())) return null;
    const message = cardFrameMessageSchema.safeParse(data);
    if (!message.success) return null;
    return message.data.type === 'loupe-card-nonce'
      ? { type: 'nonce', nonce: message.data.nonce, last4: (message.data.last4 ?? '').slice(-4) }
      : { type: 'error', message: message.data.message };
  }
}
