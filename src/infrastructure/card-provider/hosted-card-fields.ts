import type { CardFieldsOutcome, FrameMessage, HostedCardFields } from '../../application/checkout/payment-providers.port';

const originOf = (url: string, base: string): string => new URL(url, base).origin;

/**
 * The card provider's hosted fields page, framed by the payment pages. Only messages from the provider's own
 * origin and of its two shapes count: `loupe-card-nonce` (nonce and the last four digits) and `loupe-card-error`.
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
    if (typeof data !== 'object' || data === null) return null;
    const message = data as { type?: unknown; nonce?: unknown; last4?: unknown; message?: unknown };
    if (message.type === 'loupe-card-nonce' && typeof message.nonce === 'string' && message.nonce !== '') {
      return { type: 'nonce', nonce: message.nonce, last4: typeof message.last4 === 'string' ? message.last4.slice(-4) : '' };
    }
    if (message.type === 'loupe-card-error' && typeof message.message === 'string') return { type: 'error', message: message.message };
    return null;
  }
}
