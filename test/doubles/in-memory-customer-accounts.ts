import { defer, of, throwError, type Observable } from 'rxjs';
import type { CustomerAccounts, NewCustomer } from '../../src/application/kernel/customer-accounts.port';
import type { CustomerTokenStore } from '../../src/application/kernel/customer-token.store.port';
import type { Customer } from '../../src/domain/account/customer';
import type { Order } from '../../src/domain/account/order';
import type { OrderDetails } from '../../src/domain/account/order-details';
import { addressFieldRefused } from '../../src/domain/checkout/address-refusal';
import type { Address } from '../../src/domain/checkout/address';

interface Account {
  customer: Customer;
  password: string;
  /** Orders given with their details open with them; the others open with no lines and no addresses. */
  orders: (Order | OrderDetails)[];
}

const SIGN_IN_REFUSED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** Customers held in memory, for tests: tokens are 'token-{id}-{n}' and the token store says who is signed in. */
export class InMemoryCustomerAccounts implements CustomerAccounts {
  readonly accounts: Account[] = [];
  readonly resetTokens = new Map<string, string>();
  /** Live tokens and whose they are; revoking removes a customer's tokens. */
  readonly issued = new Map<string, number>();
  /** A rule of the store the forms do not know: the refusal it answers to an address, or null to take it. */
  refuseAddress: ((address: Address) => unknown) | null = null;
  /** A rule of the store the sign-up form does not know: the refusal it answers to a new customer, or null. */
  refuseCustomer: ((customer: NewCustomer) => unknown) | null = null;
  #nextId = 1;
  #nextToken = 1;

  constructor(private readonly tokens: CustomerTokenStore) {}

  add(customer: Omit<Customer, 'id'>, password: string, orders: (Order | OrderDetails)[] = []): Customer {
    const full = { ...customer, id: this.#nextId++ };
    this.accounts.push({ customer: full, password, orders });
    return full;
  }

  signIn(email: string, password: string): Observable<string> {
    return defer(() => {
      // As the store: a blank field is an incomplete request (400), named in the form's words.
      if (!email) return throwError(() => Object.assign(new Error('Email is required.'), { status: 400 }));
      if (!password) return throwError(() => Object.assign(new Error('Password is required.'), { status: 400 }));
      const account = this.accounts.find((a) => a.customer.email.toLowerCase() === email.toLowerCase() && a.password === password);
      if (!account) return throwError(() => new Error(SIGN_IN_REFUSED));
      const token = `token-${account.customer.id}-${this.#nextToken++}-abcdefgh`;
      this.issued.set(token, account.customer.id);
      return of(token);
    });
  }

  register(customer: NewCustomer, password: string): Observable<Customer> {
    return defer(() => {
      const refusal = this.refuseCustomer?.(customer);
      if (refusal) return throwError(() => refusal);
      return this.accounts.some((a) => a.customer.email.toLowerCase() === customer.email.toLowerCase())
        ? throwError(() => new Error('A customer with the same email address already exists in an associated website.'))
        : of(this.add({ ...customer, addresses: [] }, password));
    });
  }

  me(): Observable<Customer> {
    return defer(() => {
      const account = this.current();
      return account ? of(account.customer) : throwError(() => Object.assign(new Error("The consumer isn't authorized to access self."), { status: 401 }));
    });
  }

  revokeToken(): Observable<void> {
    return defer(() => {
      const account = this.current();
      if (!account) return throwError(() => Object.assign(new Error("The consumer isn't authorized to access self."), { status: 401 }));
      for (const [token, owner] of this.issued) if (owner === account.customer.id) this.issued.delete(token);
      return of(undefined);
    });
  }

  changePassword(currentPassword: string, newPassword: string): Observable<void> {
    return defer(() => {
      const account = this.current();
      if (!account || account.password !== currentPassword) return throwError(() => new Error("The password doesn't match this account. Verify the password and try again."));
      account.password = newPassword;
      return of(undefined);
    });
  }

  requestPasswordReset(email: string): Observable<void> {
    return defer(() => {
      if (this.accounts.some((a) => a.customer.email === email)) this.resetTokens.set(email, `reset-${email}`);
      return of(undefined);
    });
  }

  resetPassword(email: string, resetToken: string, newPassword: string): Observable<void> {
    return defer(() => {
      const account = this.accounts.find((a) => a.customer.email === email);
      if (!account || this.resetTokens.get(email) !== resetToken) return throwError(() => new Error('The password token is mismatched. Reset and try again.'));
      this.resetTokens.delete(email);
      account.password = newPassword;
      return of(undefined);
    });
  }

  saveAddress(address: Address): Observable<Address> {
    return defer(() => {
      const account = this.current();
      if (!account) return throwError(() => Object.assign(new Error("The consumer isn't authorized to access self."), { status: 401 }));
      const refusal = this.refuseAddress?.(address);
      if (refusal) return throwError(() => refusal);
      // The store refuses a zip that is not 12345 or 12345-6789, naming the field as its adapter does.
      if (!/^\d{5}(-\d{4})?$/.test(address.postcode)) return throwError(() => addressFieldRefused('zip'));
      const saved = { ...address, id: address.id ?? account.customer.addresses.length + 1 };
      const others = account.customer.addresses
        .filter((a) => a.id !== saved.id)
        .map((a) => ({ ...a, defaultBilling: saved.defaultBilling ? false : a.defaultBilling, defaultShipping: saved.defaultShipping ? false : a.defaultShipping }));
      account.customer = { ...account.customer, addresses: [...others, saved] };
      return of(saved);
    });
  }

  order(orderNumber: string): Observable<OrderDetails | null> {
    return defer(() => {
      const account = this.current();
      if (!account) return throwError(() => Object.assign(new Error("The consumer isn't authorized to access self."), { status: 401 }));
      const found = account.orders.find((order) => order.number === orderNumber);
      if (!found) return of(null);
      return of('lines' in found ? found : { ...found, lines: [], subtotal: found.grandTotal, discount: 0, shipping: 0, tax: 0, couponCode: null, billingAddress: null, shippingAddress: null, paymentMethod: null });
    });
  }

  orders(since: Date | null): Observable<readonly Order[]> {
    return defer(() => of((this.current()?.orders ?? []).filter((o) => !since || new Date(`${o.createdAt.replace(' ', 'T')}Z`) >= since)));
  }

  private current(): Account | undefined {
    const id = this.issued.get(this.tokens.read() ?? '');
    return id === undefined ? undefined : this.accounts.find((a) => a.customer.id === id);
  }
}
