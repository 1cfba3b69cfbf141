import { catchError, defer, map, of, type Observable } from 'rxjs';
import type { BagStore } from '../bag/bag.store.port';
import type { Logger } from '../shell/logger.port';
import type { CustomerAccounts } from './customer-accounts.port';
import type { CustomerSession } from './customer-session.service';

/** Sign out: the store revokes the token, the browser forgets it. A failed revoke still signs the shopper out here. */
export class SignOut {
  constructor(
    private readonly accounts: CustomerAccounts,
    private readonly session: CustomerSession,
    private readonly bag: BagStore,
    private readonly logger: Logger,
  ) {}

  execute(): Observable<void> {
    return defer(() => {
      const customer = this.session.current.customer;
      const revoke$ = customer ? this.accounts.revoke(customer.id) : of(undefined);
      return revoke$.pipe(
        catchError((error: unknown) => {
          this.logger.warn('The sign-in could not be revoked', error);
          return of(undefined);
        }),
        map(() => {
          this.bag.clearCustomerCartId();
          this.session.signedOut();
        }),
      );
    });
  }
}
