import { describe, expect, it } from 'vitest';
import { publicOrigin } from '../request-container.server';
import { publicUrlOf } from './public-url';

describe('the address the shop is published at', () => {
  it('is the origin PUBLIC_URL names', () => {
    expect(publicUrlOf({ PUBLIC_URL: 'https://shop.example' })).toBe('https://shop.example');
    expect(publicUrlOf({ PUBLIC_URL: ' https://Shop.Example:8443/ ' })).toBe('https://shop.example:8443');
    expect(publicUrlOf({})).toBeNull();
    expect(publicUrlOf({ PUBLIC_URL: '' })).toBeNull();
  });

  it.each(['shop.example', 'ftp://shop.example', 'https://user:pw@shop.example', 'https://shop.example/shop', 'https://shop.example/?a=1', 'https://shop.example/#x', 'javascript:alert(1)'])(
    'refuses %s, which is not a bare origin',
    (value) => {
      expect(() => publicUrlOf({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    },
  );

  it('never follows the request’s host once it is set, and in production is required', () => {
    const request = new Request('http://evil.example/');
    expect(publicOrigin(request, { PUBLIC_URL: 'https://shop.example' })).toBe('https://shop.example');
    expect(() => publicOrigin(request, { NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    // The development server keeps its convenience.
    expect(publicOrigin(request, { NODE_ENV: 'development' })).toBe('http://evil.example');
  });
});
