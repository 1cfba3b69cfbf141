import { randomBytes } from 'node:crypto';
import type { FinancingCheckoutRequest } from './checkout.request';

/** How long a checkout may be opened and confirmed, and how long its token may be redeemed: 30 minutes each. */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;
export const TOKEN_TTL_MS = 30 * 60 * 1000;

/** The test applicant the provider declines (docs/product-decisions.md): every other applicant is approved. */
export const DECLINED_SSN_LAST4 = '0000';

export interface FinancingCheckout {
  readonly id: string;
  readonly request: FinancingCheckoutRequest;
  readonly expiresAt: number;
  confirmed: boolean;
}

/** What a redeemed token stood for: the amount the shopper was approved for and the store's reference. */
export interface ApprovedFinancing {
  readonly totalCents: number;
  readonly orderId: string | null;
  readonly months: number;
}

export type RedeemResult = { readonly ok: true; readonly financing: ApprovedFinancing } | { readonly ok: false; readonly reason: 'invalid' | 'amount-mismatch' };

export type ConfirmResult = { readonly ok: true; readonly checkoutToken: string } | { readonly ok: false; readonly reason: 'not-found' | 'confirmed' };

/**
 * The financing provider's checkouts and the tokens their approval produced, in memory only (a restart forgets
 * them, as an expired session would). A checkout is confirmed once; its token is redeemed once, by the store's
 * place-order, and only for the amount the shopper was approved for.
 */
export class FinancingLedger {
  private readonly checkouts = new Map<string, FinancingCheckout>();
  private readonly tokens = new Map<string, ApprovedFinancing & { readonly expiresAt: number }>();

  constructor(private readonly now: () => Date) {}

  /** Opens a checkout for an already validated request. */
  open(request: FinancingCheckoutRequest): FinancingCheckout {
    this.prune();
    const checkout: FinancingCheckout = { id: `chk_${randomId()}`, request, expiresAt: this.now().getTime() + CHECKOUT_TTL_MS, confirmed: false };
    this.checkouts.set(checkout.id, checkout);
    return checkout;
  }

  /** The checkout of an id while it lives; undefined for an unknown or expired one. */
  find(checkoutId: string): FinancingCheckout | undefined {
    const checkout = this.checkouts.get(checkoutId);
    return checkout && checkout.expiresAt > this.now().getTime() ? checkout : undefined;
  }

  /** Approves a checkout's plan (the applicant was checked by the caller) and issues its single-use token. */
  confirm(checkoutId: string, months: number): ConfirmResult {
    const checkout = this.find(checkoutId);
    if (!checkout) return { ok: false, reason: 'not-found' };
    if (checkout.confirmed) return { ok: false, reason: 'confirmed' };
    checkout.confirmed = true;
    const checkoutToken = randomId();
    this.tokens.set(checkoutToken, {
      totalCents: checkout.request.total,
      orderId: checkout.request.order_id ?? null,
      months,
      expiresAt: this.now().getTime() + TOKEN_TTL_MS,
    });
    return { ok: true, checkoutToken };
  }

  /**
   * Uses up a token for an order of `expectedTotalCents`. An unknown, used or expired token is invalid; a token
   * for another amount is refused and stays usable, so that the shopper can still pay once the cart is back to the
   * approved amount.
   */
  redeem(checkoutToken: string, expectedTotalCents: number): RedeemResult {
    const approved = this.tokens.get(checkoutToken);
    if (!approved || approved.expiresAt <= this.now().getTime()) {
      this.tokens.delete(checkoutToken);
      return { ok: false, reason: 'invalid' };
    }
    if (approved.totalCents !== expectedTotalCents) return { ok: false, reason: 'amount-mismatch' };
    this.tokens.delete(checkoutToken);
    return { ok: true, financing: { totalCents: approved.totalCents, orderId: approved.orderId, months: approved.months } };
  }

  private prune(): void {
    const now = this.now().getTime();
    for (const [id, checkout] of this.checkouts) if (checkout.expiresAt <= now) this.checkouts.delete(id);
    for (const [token, approved] of this.tokens) if (approved.expiresAt <= now) this.tokens.delete(token);
  }
}

/** 24 random bytes as 32 base64url characters: unguessable, and never a run of digits a card guard would flag. */
function randomId(): string {
  return randomBytes(24).toString('base64url');
}
