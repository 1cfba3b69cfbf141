import { catchError, defer, map, of, switchMap, throwError, type Observable } from 'rxjs';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isFormFieldRefused } from '../../domain/shared/field-refusal';
import type { BagStore } from '../kernel/bag.store.port';
import type { CartRepository } from '../kernel/cart.repository.port';
import type { Logger } from '../kernel/logger.port';
import { accountError } from './account-error';
import type { CustomerAccounts, NewCustomer } from '../kernel/customer-accounts.port';
import type { CustomerTokenStore } from '../kernel/customer-token.store.port';
import type { SessionKeeper } from './session-keeper.port';

/** A guest bag becomes part of the customer's bag; a failed merge is logged and the guest bag kept for later. */
export const mergeGuestBag = (carts: CartRepository, bag: BagStore, logger: Logger): Observable<void> => {
  const guestCartId = bag.readGuestCartId();
  if (!guestCartId) return of(undefined);
  return carts.mergeGuestCart(guestCartId).pipe(
    map(() => bag.clearGuestCartId()),
    catchError((error: unknown) => {
      logger.warn('The guest bag could not be merged', error);
      return of(undefined);
    }),
  );
};

/**
 * Signing in, up and out where the sign-in is kept (the storefront's server, and the features, which play it): the
 * store's token kept in the token store, the guest bag merged at sign-in (spec section 4), the token revoked at the
 * store at sign-out through Magento's `revoke-customer-token`.
 */
export class StoreSessionKeeper implements SessionKeeper {
  constructor(
    private readonly accounts: CustomerAccounts,
    private readonly tokens: CustomerTokenStore,
    private readonly carts: CartRepository,
    private readonly bag: BagStore,
    private readonly logger: Logger,
  ) {}

  signIn(email: string, password: string): Observable<void> {
    return this.accounts.signIn(email.trim(), password).pipe(
      catchError((error: unknown) => throwError(() => accountError(error, SHOP_ERRORS.SIGN_IN_REFUSED))),
      switchMap((token) => {
        this.tokens.save(token);
        return mergeGuestBag(this.carts, this.bag, this.logger);
      }),
    );
  }

  register(customer: NewCustomer, password: string): Observable<void> {
    return this.accounts.register(customer, password).pipe(
      // A field the store refused stays a refusal of that field, for the form to mark it.
      catchError((error: unknown) => throwError(() => (isFormFieldRefused(error) ? error : accountError(error, SHOP_ERRORS.ACCOUNT_NOT_CREATED)))),
      switchMap(() => this.signIn(customer.email, password)),
    );
  }

  /** A failed revoke is logged and the sign-in is forgotten here all the same. */
  signOut(): Observable<void> {
    return defer(() => (this.tokens.read() ? this.accounts.revokeToken() : of(undefined))).pipe(
      catchError((error: unknown) => {
        this.logger.warn('The sign-in could not be revoked', error);
        return of(undefined);
      }),
      map(() => {
        this.tokens.clear();
        this.bag.clearCustomerCartId();
      }),
    );
  }
}
