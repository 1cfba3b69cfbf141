import { cardFrameMessageSchema } from '../../../contracts/payments';
import type { CardFieldsOutcome, FrameMessage, HostedCardFields } from '../../application/checkout/payment-providers.port';

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
  ) {}

  frameUrl(parentOrigin: string): string {
    return `${this.providerUrl}/hosted-fields?parentOrigin=${encodeURIComponent(parentOrigin)}`;
  }

  read({ origin, data }: FrameMessage): CardFieldsOutcome | null {
    if (origin !== originOf(this.providerUrl, this.pageOrigin())) return null;
    const message = cardFrameMessageSchema.safeParse(data);
    if (!message.success) return null;
    return message.data.type === 'loupe-card-nonce'
      ? { type: 'nonce', nonce: message.data.nonce, last4: (message.data.last4 ?? '').slice(-4) }
      : { type: 'error', message: message.data.message };
  }
}
