import type { CustomerTokenStore } from '../../application/kernel/customer-token.store.port';
import type { CookieAccess } from './cookie-access';
import { CUSTOMER_TOKEN_LIFETIME_SECONDS, SESSION_COOKIES } from './session-cookies';

const isToken = (value: string | null): value is string => value !== null && /^[A-Za-z0-9._-]{16,}$/.test(value);

/**
 * The customer's sign-in in cookies: the token `HttpOnly` (kept and read where secrets can be kept, the storefront's
 * server), beside a cookie that only says a sign-in is held (the browser reads that one). Both expire with the store's
 * token.
 */
export class CookieCustomerToken implements CustomerTokenStore {
  constructor(private readonly cookies: CookieAccess) {}

  held = (): boolean => this.read() !== null || this.cookies.get(SESSION_COOKIES.signedIn) === '1';

  read = (): string | null => {
    if (!this.cookies.keepsSecrets) return null;
    const token = this.cookies.get(SESSION_COOKIES.customerToken);
    return isToken(token) ? token : null;
  };

  save = (token: string): void => {
    if (!this.cookies.keepsSecrets) throw new Error('A page keeps no customer token: the storefront server keeps it.');
    this.cookies.set(SESSION_COOKIES.customerToken, token, { httpOnly: true, maxAgeSeconds: CUSTOMER_TOKEN_LIFETIME_SECONDS });
    this.cookies.set(SESSION_COOKIES.signedIn, '1', { maxAgeSeconds: CUSTOMER_TOKEN_LIFETIME_SECONDS });
  };

  clear = (): void => {
    if (this.cookies.keepsSecrets) this.cookies.remove(SESSION_COOKIES.customerToken, { httpOnly: true });
    this.cookies.remove(SESSION_COOKIES.signedIn);
  };
}
