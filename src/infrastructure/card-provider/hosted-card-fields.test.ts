import { describe, expect, it, vi } from 'vitest';
import type { CardFieldsOutcome } from '../../application/checkout/hosted-card-fields.port';
import { ProviderHostedCardFields } from './hosted-card-fields';

describe('ProviderHostedCardFields', () => {
  it("frames the provider's fields for the shop's origin and answers only what they post", async () => {
    const window = new EventTarget();
    const fields = new ProviderHostedCardFields('/card-provider', () => 'http://shop.test', window);
    expect(fields.frameUrl()).toBe('/card-provider/hosted-fields?parentOrigin=http%3A%2F%2Fshop.test');
    const seen: CardFieldsOutcome[] = [];
    const subscription = fields.outcomes().subscribe((outcome) => seen.push(outcome));
    const post = (data: unknown, origin = 'http://shop.test') => window.dispatchEvent(new MessageEvent('message', { origin, data }));
    post({ type: 'loupe-card-nonce', nonce: 'nonce-ok', last4: '1111' }, 'https://evil.test');
    post({ type: 'loupe-card-nonce', nonce: '' });
    post({ type: 'loupe-card-nonce', nonce: 'nonce-ok', last4: '4111111111111111' });
    post({ type: 'loupe-card-error', message: 'Card number is invalid.' });
    // Each message is read once its contract has loaded.
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    subscription.unsubscribe();
    post({ type: 'loupe-card-nonce', nonce: 'nonce-late', last4: '1111' });
    expect(seen).toEqual([{ type: 'nonce', nonce: 'nonce-ok', last4: '1111' }, { type: 'error', message: 'Card number is invalid.' }]);
  });
});
