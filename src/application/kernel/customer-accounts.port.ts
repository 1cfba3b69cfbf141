import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { Order } from '../../domain/account/order';
import type { OrderDetails } from '../../domain/account/order-details';
import type { Customer } from '../../domain/account/customer';
import type { Address } from '../../domain/checkout/address';

export interface NewCustomer {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
}

/** The store platform's customer calls (spec section 7). Failures carry the store's own message. */
export interface CustomerAccounts {
  /** A bearer token for the email and password. */
  signIn(email: string, password: string): Observable<string>;
  register(customer: NewCustomer, password: string): Observable<Customer>;
  /** The customer the stored token belongs to. */
  me(): Observable<Customer>;
  /** Revokes every token of the signed-in customer (Magento's `revoke-customer-token`: the customer is the token's). */
  revokeToken(): Observable<void>;
  changePassword(currentPassword: string, newPassword: string): Observable<void>;
  requestPasswordReset(email: string): Observable<void>;
  resetPassword(email: string, resetToken: string, newPassword: string): Observable<void>;
  /** The customer's orders created at or after `since` (all of them when null), newest first. */
  orders(since: Date | null): Observable<readonly Order[]>;
  /** One order of the signed-in customer by its number, null when they have none of that number (another
   * customer's order is never answered). */
  order(orderNumber: string): Observable<OrderDetails | null>;
  /** Adds the address to the customer's book, or updates it when it has an id. */
  saveAddress(address: Address): Observable<Address>;
}
export const CustomerAccounts = Symbol.for('CustomerAccounts') as ServiceIdentifier<CustomerAccounts>;
