import { describe, expect, it } from 'vitest';
import { afterSignIn, defaultBillingAddress, userTypeOf } from './customer';

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

  it('finds the default billing address', () => {
    const address = { firstname: 'A', lastname: 'B', street: ['1 Main St'], city: 'Austin', region: { region_code: 'TX' as const, region: 'Texas', region_id: 57 }, country_id: 'US' as const, postcode: '78701', telephone: '5125550100', default_billing: true };
    expect(defaultBillingAddress({ addresses: [{ ...address, default_billing: false }, address] })).toBe(address);
    expect(defaultBillingAddress({ addresses: [] })).toBeNull();
  });
});
