import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { NewCustomer } from '../kernel/customer-accounts.port';

/**
 * Who signs the shopper in, up and out where the sign-in can be kept: on the storefront's server (its cookies, the
 * token `HttpOnly`). There it is done in place (`StoreSessionKeeper`); the browser asks the server to do it
 * (its `/session/…` routes, which run the same use cases). Failures carry the store's own message.
 */
export interface SessionKeeper {
  /** Signs in and keeps the sign-in; a guest bag becomes part of the customer's. */
  signIn(email: string, password: string): Observable<void>;
  /** Creates the customer, then signs them in. */
  register(customer: NewCustomer, password: string): Observable<void>;
  /** Revokes the token at the store and forgets the sign-in. */
  signOut(): Observable<void>;
}
export const SessionKeeper = Symbol.for('SessionKeeper') as ServiceIdentifier<SessionKeeper>;
