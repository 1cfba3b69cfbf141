import { describe, expect, it } from 'vitest';
import { MemoryCookies } from './memory-cookies';
import { CookieBagStore } from './cookie-bag.store';
import { CookieCustomerToken } from './cookie-customer-token';
import { DocumentCookies } from './document-cookies';
import { RequestCookies } from './request-cookies';
import { CUSTOMER_TOKEN_LIFETIME_SECONDS, SESSION_COOKIES } from './session-cookies';
import { MemoryStorage } from '../browser-storage/memory-storage';

const TOKEN = 'k2xbq9trw7m4zs1ud0pvyhg3ncl8fe5a';

/** A page's `document.cookie` as a browser keeps it: `HttpOnly` cookies are not shown to the script. */
function pageDocument(protocol = 'https:') {
  const jar = new Map<string, string>();
  return {
    location: { protocol } as Location,
    written: [] as string[],
    get cookie(): string {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      this.written.push(text);
      const [pair = ''] = text.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(text)) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    },
  };
}

describe('the session’s cookies on the storefront’s server', () => {
  it('reads the request’s cookies, and sends what changed as Set-Cookie: SameSite=Lax, Path=/, Secure over https', () => {
    const cookies = new RequestCookies(`${SESSION_COOKIES.guestCart}=g1; other=x`, true);
    expect(cookies.get(SESSION_COOKIES.guestCart)).toBe('g1');
    cookies.set(SESSION_COOKIES.customerToken, TOKEN, { httpOnly: true, maxAgeSeconds: 3600 });
    cookies.remove(SESSION_COOKIES.guestCart);
    expect(cookies.get(SESSION_COOKIES.customerToken)).toBe(TOKEN);
    expect(cookies.get(SESSION_COOKIES.guestCart)).toBeNull();
    expect(cookies.changes).toEqual([
      `loupe_customer=${TOKEN}; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`,
      'loupe_cart=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax',
    ]);
    expect(new RequestCookies(null, false).changes).toEqual([]);
  });

  it('keeps the customer’s token HttpOnly for as long as the store’s token lives, beside a cookie that only says a sign-in is held', () => {
    const cookies = new RequestCookies(null, false);
    const tokens = new CookieCustomerToken(cookies);
    expect(tokens.held()).toBe(false);
    tokens.save(TOKEN);
    expect(tokens.read()).toBe(TOKEN);
    expect(tokens.held()).toBe(true);
    expect(cookies.changes).toEqual([
      `loupe_customer=${TOKEN}; Max-Age=${CUSTOMER_TOKEN_LIFETIME_SECONDS}; Path=/; HttpOnly; SameSite=Lax`,
      `loupe_signed_in=1; Max-Age=${CUSTOMER_TOKEN_LIFETIME_SECONDS}; Path=/; SameSite=Lax`,
    ]);
    tokens.clear();
    expect(tokens.read()).toBeNull();
    expect(tokens.held()).toBe(false);
  });

  it('never takes a token that is not one', () => {
    expect(new CookieCustomerToken(new RequestCookies('loupe_customer=<script>', false)).read()).toBeNull();
  });
});

describe('the session’s cookies in the browser', () => {
  it('knows a sign-in is held, never reads the token, and cannot keep one', () => {
    const page = pageDocument();
    page.cookie = 'loupe_signed_in=1';
    const tokens = new CookieCustomerToken(new DocumentCookies(page));
    expect(tokens.held()).toBe(true);
    expect(tokens.read()).toBeNull();
    expect(() => tokens.save(TOKEN)).toThrow(/storefront server keeps it/);
    expect(page.written.some((text) => text.includes(TOKEN))).toBe(false);
    tokens.clear();
    expect(tokens.held()).toBe(false);
  });

  it('writes the bag’s cookies with the server’s attributes, so both keep the same one', () => {
    const page = pageDocument();
    const bag = new CookieBagStore(new DocumentCookies(page), new MemoryStorage());
    bag.saveGuestCartId('g7');
    bag.saveDiamondId('100017099');
    expect(bag.readGuestCartId()).toBe('g7');
    expect(bag.readDiamondId()).toBe('100017099');
    expect(page.written[0]).toBe('loupe_cart=g7; Max-Age=2592000; Path=/; Secure; SameSite=Lax');
    bag.clearGuestCartId();
    expect(bag.readGuestCartId()).toBeNull();
    expect(() => new DocumentCookies(page).set('x', 'y', { httpOnly: true, maxAgeSeconds: 1 })).toThrow();
  });

  it('keeps the customer’s cart id in the browser session only', () => {
    const session = new MemoryStorage();
    new CookieBagStore(new MemoryCookies(), session).saveCustomerCartId('42');
    expect(session.getItem('customerCartId')).toBe('"42"');
  });
});
