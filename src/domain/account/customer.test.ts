import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSignIn, defaultBillingAddress, RETURN_URL_MAX_LENGTH, returnUrlOr, userTypeOf } from './customer';

const SHOP = 'https://shop.invalid';
// Origins the shop may be served from, with a page the return url is read on.
const PAGES = ['https://loupe.example/register?returnUrl=x', 'http://localhost:5173/shipping', 'https://shop.invalid/a/b/c'];

/** What a browser does with a path: it must stay on the page's origin, and be exactly the path it is resolved to. */
const expectPathOfTheShop = (path: string): void => {
  expect(path).toMatch(/^\/(?![/\\])/);
  expect(path).not.toMatch(/[\\\s\p{Cc}\p{Cf}]/u);
  expect(path.length).toBeLessThanOrEqual(RETURN_URL_MAX_LENGTH);
  for (const page of PAGES) expect(new URL(path, page).origin).toBe(new URL(page).origin);
  const url = new URL(path, SHOP);
  expect(`${url.pathname}${url.search}${url.hash}`).toBe(path);
  expect(decodeURIComponent(url.pathname)).not.toContain('//');
};

// The spellings that lead a browser or a router to another site, or that hide one.
const HOSTILE_PIECES = ['/', '//', '\\', '.', '..', './', '../', ':', '@', '?', '#', '%', '%2F', '%2f', '%5C', '%5c', '%09', '%0A', '%00', '%2e', '%2E%2E', '\t', '\n', '\r', ' ', '\u00a0', '\u2028', '\u202e', '\u200b', '\u0000', '\uff0f', 'evil.example', 'javascript:', 'data:', 'https:', 'http://', 'HTTPS://evil.example', 'account'];
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 12 })
  .map((pieces) => pieces.join(''));
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const shopPaths = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.tuple(segment, segment)))
  .map(([segments, query]) => `/${segments.join('/')}${query ? `?${query[0]}=${query[1]}` : ''}`);

describe('customer', () => {
  it.each([
    [null, 'guest'],
    [{ id: 0 }, 'guest'],
    [{ id: 12 }, 'customer'],
  ] as const)('%j is a %s', (customer, type) => {
    expect(userTypeOf(customer)).toBe(type);
  });

  it.each([
    [null, '/shipping-billing'],
    ['', '/shipping-billing'],
    ['/account', '/account'],
    ['https://evil.example/phish', '/shipping-billing'],
    ['//evil.example', '/shipping-billing'],
  ])('after signing in with return url %j the shopper goes to %s', (returnUrl, path) => {
    expect(afterSignIn(returnUrl)).toBe(path);
  });

  it.each([
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil'],
    ['/\r\n/evil'],
    ['/ /evil'],
    ['/\u00a0/evil'],
    ['/\u0000/evil'],
    ['/\u202eevil.example'],
    ['/%09/evil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['/.//evil'],
    ['/..//evil'],
    ['/./..//evil'],
    ['/%2e%2e//evil'],
    ['/%E0%A4%A'],
    ['//evil.example'],
    ['///evil.example'],
    ['https://evil.example'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['account'],
    ['?returnUrl=/account'],
  ])('a return url of %j leaves the shop: the shopper goes to the default page', (returnUrl) => {
    expect(afterSignIn(returnUrl)).toBe('/shipping-billing');
    expect(returnUrlOr(returnUrl, '/account')).toBe('/account');
  });

  it.each([
    ['/account', '/account'],
    ['/', '/'],
    ['/cart?coupon=WELCOME10', '/cart?coupon=WELCOME10'],
    ['/ring-detail?style=Three%20Stone#rings', '/ring-detail?style=Three%20Stone#rings'],
    ['/order-review?next=https://evil.example', '/order-review?next=https://evil.example'],
    ['/./account', '/account'],
    ['/cart/../account', '/account'],
    ['/../account', '/account'],
  ])('a return url of %j is the page %j of the shop', (returnUrl, path) => {
    expect(afterSignIn(returnUrl)).toBe(path);
  });

  it('a return url longer than any address of the shop is not followed', () => {
    const longest = `/cart?${'a'.repeat(RETURN_URL_MAX_LENGTH - 6)}`;
    expect(afterSignIn(longest)).toBe(longest);
    expect(afterSignIn(`${longest}a`)).toBe('/shipping-billing');
    // Written out by the URL parser, a path may grow past the bound.
    expect(afterSignIn(`/cart?${'é'.repeat(RETURN_URL_MAX_LENGTH / 2)}`)).toBe('/shipping-billing');
  });

  it('whatever the return url, the shopper goes to a page of the shop', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string({ unit: 'binary' }), shopPaths.chain((path) => hostile.map((tail) => path + tail))), (returnUrl) => {
        expectPathOfTheShop(afterSignIn(returnUrl));
        expectPathOfTheShop(returnUrlOr(returnUrl, '/account'));
      }),
      { numRuns: 2000 },
    );
  });

  it('a page of the shop is kept as it is', () => {
    fc.assert(
      fc.property(shopPaths, (path) => {
        expect(afterSignIn(path)).toBe(path);
      }),
    );
  });

  it('finds the default billing address', () => {
    const address = { firstname: 'A', lastname: 'B', street: ['1 Main St'], city: 'Austin', region: { code: 'TX' as const, name: 'Texas', id: 57 }, countryId: 'US' as const, postcode: '78701', telephone: '5125550100', defaultBilling: true };
    expect(defaultBillingAddress({ addresses: [{ ...address, defaultBilling: false }, address] })).toBe(address);
    expect(defaultBillingAddress({ addresses: [] })).toBeNull();
  });
});
