import type { ServiceIdentifier } from 'inversify';

/**
 * Where the customer's sign-in is held: the storefront server's cookies (the token `HttpOnly`, beside a cookie that
 * only says a sign-in is held). The server reads the token to sign its calls to the store; the browser knows that a
 * sign-in is held but never sees the token: the server signs the calls it forwards.
 */
export interface CustomerTokenStore {
  /** Whether a customer's sign-in is held (the browser knows it without reading the token). */
  held(): boolean;
  /** The token where it may be read (the storefront's server); null in the browser. */
  read(): string | null;
  /** Keeps the token (the storefront's server only: no script in a page can keep it). */
  save(token: string): void;
  /** Forgets the sign-in (in the browser, only the knowledge of it; the server forgets the token itself). */
  clear(): void;
}
export const CustomerTokenStore = Symbol.for('CustomerTokenStore') as ServiceIdentifier<CustomerTokenStore>;
