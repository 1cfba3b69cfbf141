import { catchError, map, of, switchMap, throwError, type Observable } from 'rxjs';
import type { Customer } from '../../domain/account/customer';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { shopError, type ShopError } from '../../domain/shared/shop-error';
import type { CartRepository } from '../bag/cart.repository.port';
import type { BagStore } from '../bag/bag.store.port';
import type { Logger } from '../shell/logger.port';
import type { CustomerAccounts } from './customer-accounts.port';
import type { CustomerTokenStore } from './customer-token.store.port';
import type { CustomerSession } from './customer-session.service';

/** The store's own message under the code of `fallback`, or `fallback` (a catalogue entry) when the store gave none. */
export const accountError = (error: unknown, fallback: ShopError): ShopError =>
  error instanceof Error && error.message ? shopError(fallback.code, error.message) : fallback;

/** Sign in (spec section 4): store the token, merge a guest bag into the customer's bag, load the customer. */
export class SignIn {
  constructor(
    private readonly accounts: CustomerAccounts,
    private readonly tokens: CustomerTokenStore,
    private readonly session: CustomerSession,
    private readonly carts: CartRepository,
    private readonly bag: BagStore,
    private readonly logger: Logger,
  ) {}

  execute(email: string, password: string): Observable<Customer> {
    return this.accounts.signIn(email.trim(), password).pipe(
      catchError((error: unknown) => throwError(() => accountError(error, SHOP_ERRORS.SIGN_IN_REFUSED))),
      switchMap((token) => {
        this.tokens.save(token);
        return mergeGuestBag(this.carts, this.bag, this.logger);
      }),
      switchMap(() => this.session.refresh()),
      map((state) => {
        if (!state.customer) throw SHOP_ERRORS.SIGN_IN_REFUSED;
        return state.customer;
      }),
    );
  }
}

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
