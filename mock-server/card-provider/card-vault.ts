import { randomBytes } from 'node:crypto';

/** How long a nonce may be used, as the real provider's (10 minutes). */
export const NONCE_TTL_MS = 10 * 60 * 1000;

/** The test card the provider declines (docs/product-decisions.md); every other valid card is approved. */
export const DECLINED_CARD = '4000111111111115';

export type CardOutcome = 'approved' | 'declined';

export interface VaultedCard {
  readonly last4: string;
  readonly outcome: CardOutcome;
}

/**
 * The nonces the card provider handed out, in memory only (a restart forgets them, as an expired session would).
 * A nonce stands for one card and can be redeemed once, within its lifetime; the card number itself is never kept.
 */
export class CardVault {
  private readonly nonces = new Map<string, VaultedCard & { readonly expiresAt: number }>();

  constructor(private readonly now: () => Date) {}

  /** A fresh nonce for a card. Base64url, so that it never looks like a card number to the store's guard. */
  issue(cardNumber: string): { nonce: string; last4: string } {
    this.prune();
    const nonce = `tokencc_${randomBytes(24).toString('base64url')}`;
    const last4 = cardNumber.slice(-4);
    const outcome: CardOutcome = cardNumber === DECLINED_CARD ? 'declined' : 'approved';
    this.nonces.set(nonce, { last4, outcome, expiresAt: this.now().getTime() + NONCE_TTL_MS });
    return { nonce, last4 };
  }

  /** The card of a nonce, which is used up by this call; undefined for an unknown, used or expired nonce. */
  redeem(nonce: string): VaultedCard | undefined {
    const card = this.nonces.get(nonce);
    if (!card) return undefined;
    this.nonces.delete(nonce);
    return card.expiresAt > this.now().getTime() ? { last4: card.last4, outcome: card.outcome } : undefined;
  }

  private prune(): void {
    const now = this.now().getTime();
    for (const [nonce, card] of this.nonces) {
      if (card.expiresAt <= now) this.nonces.delete(nonce);
    }
  }
}
