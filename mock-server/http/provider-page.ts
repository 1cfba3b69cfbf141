import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { magentoErrors } from './magento-errors';
import { parseOrigin } from './origin';

/**
 * What the payment providers' hosted pages (the card fields, the financing checkout) share: they are framed by the
 * storefront, carry their own inline style and script allowed only by a per-response nonce, and post their outcome
 * to one parent origin.
 */

/** The window origin a provider page may post to: absent means any (`'*'`, for a page opened on its own), anything
 * but one http(s) origin is a 400, so that a page never posts to a script URL. */
export function readParentOrigin(value: unknown): string | null {
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value : '';
  const origin = parseOrigin(text);
  if (origin === null) throw magentoErrors.invalidFieldValue('parentOrigin', text.slice(0, 100));
  return origin;
}

/** A fresh nonce and the strict policy that allows only the page's own nonced style and script. */
export function providerPagePolicy(): { nonce: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
  return { nonce, csp };
}

/**
 * Sends a provider page under its policy. The payment pages are framed by the storefront; a page that acts with a
 * token of its own (the chat console) says `framing: 'none'`, so that no other page can frame it and lead its user's
 * clicks (`frame-ancestors` for today's browsers, `X-Frame-Options` for older ones).
 */
export function sendProviderPage(res: Response, { html, csp, framing = 'any' }: { html: string; csp: string; framing?: 'any' | 'none' }): void {
  const unframed = framing === 'none';
  res
    .status(200)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': unframed ? `${csp}; frame-ancestors 'none'` : csp,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(unframed ? { 'X-Frame-Options': 'DENY' } : {}),
    })
    .send(html);
}
