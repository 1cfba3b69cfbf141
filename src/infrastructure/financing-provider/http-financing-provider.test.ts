import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { FinancingOutcome } from '../../application/checkout/financing-provider.port';
import type { FinancingCheckout } from '../../domain/checkout/financing-checkout';
import { HttpFinancingProvider } from './http-financing-provider';

const PROVIDER = 'http://provider.test/financing';

function providerOn(window: EventTarget, doFetch: typeof fetch = vi.fn<typeof fetch>()) {
  return new HttpFinancingProvider(PROVIDER, () => 'http://shop.test', doFetch, window);
}

describe('HttpFinancingProvider', () => {
  it("registers the checkout and answers its page, which answers the shop's origin", async () => {
    const doFetch = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ checkout_id: 'chk_1', redirect_url: '/financing/checkout/chk_1' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const party = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', city: 'Boston', state: 'MA', zip: '02108', country: 'US' as const };
    const checkout: FinancingCheckout = { lines: [{ sku: 'D1', name: 'Diamond', unitPriceCents: 600000, qty: 1 }], shippingCents: 0, taxCents: 0, totalCents: 600000, currency: 'USD', billing: party, shipping: party };
    const frame = await firstValueFrom(providerOn(new EventTarget(), doFetch).open(checkout));
    expect(frame).toBe('http://provider.test/financing/checkout/chk_1?parentOrigin=http%3A%2F%2Fshop.test');
    expect(doFetch.mock.calls[0]?.[0]).toBe(`${PROVIDER}/v2/checkout`);
    // The provider's wire names start at the adapter.
    expect(JSON.parse(String(doFetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      items: [{ sku: 'D1', display_name: 'Diamond', unit_price: 600000, qty: 1 }],
      total: 600000,
      billing: { name: { first: 'Ada', last: 'Lovelace' }, address: { zipcode: '02108' } },
    });
  });

  it("answers what the provider's frame posts to the window, and nothing from another origin or of another shape", async () => {
    const window = new EventTarget();
    const seen: FinancingOutcome[] = [];
    const subscription = providerOn(window).outcomes().subscribe((outcome) => seen.push(outcome));
    const post = (data: unknown, origin = 'http://provider.test') => window.dispatchEvent(new MessageEvent('message', { origin, data }));
    post({ type: 'loupe-financing-approved', checkout_token: 'token-ok' }, 'https://evil.test');
    post('loupe-financing-cancelled');
    post({ type: 'loupe-financing-approved', checkout_token: '' });
    post({ type: 'loupe-financing-approved', checkout_token: 'token-ok' });
    post({ type: 'loupe-financing-cancelled' });
    post({ type: 'loupe-financing-declined', message: 'Declined.' });
    // Each message is read once its contract has loaded.
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    subscription.unsubscribe();
    post({ type: 'loupe-financing-cancelled' });
    expect(seen).toEqual([{ type: 'approved', checkoutToken: 'token-ok' }, { type: 'cancelled' }, { type: 'declined', message: 'Declined.' }]);
  });
});
