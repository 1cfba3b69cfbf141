import { filter, map, type Observable } from 'rxjs';
import type { CardFieldsOutcome, HostedCardFields } from '../../application/checkout/hosted-card-fields.port';
import { frameMessages, type FrameMessage } from '../browser-window/frame-messages';

const originOf = (url: string, base: string): string => new URL(url, base).origin;

/**
 * The card provider's hosted fields page, framed by the payment pages. Only messages from the provider's own
 * origin and of its two shapes count: `loupe-card-nonce` (nonce and the last four digits) and `loupe-card-error`.
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
    if (typeof data !== 'object' || data === null) return null;
    const message = data as { type?: unknown; nonce?: unknown; last4?: unknown; message?: unknown };
    if (message.type === 'loupe-card-nonce' && typeof message.nonce === 'string' && message.nonce !== '') {
      return { type: 'nonce', nonce: message.nonce, last4: typeof message.last4 === 'string' ? message.last4.slice(-4) : '' };
    }
    if (message.type === 'loupe-card-error' && typeof message.message === 'string') return { type: 'error', message: message.message };
    return null;
  }
}
