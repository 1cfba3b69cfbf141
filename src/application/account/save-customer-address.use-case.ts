import { catchError, switchMap, throwError, type Observable } from 'rxjs';
import type { Address } from '../../domain/checkout/address';
import type { CustomerAccounts } from './customer-accounts.port';
import type { CustomerSession, SessionState } from './customer-session.service';
import { accountError } from './sign-in.use-case';

/** /billing and /shipping as the account's address editors: the address becomes the default of its kind. */
export class SaveCustomerAddress {
  constructor(
    private readonly accounts: CustomerAccounts,
    private readonly session: CustomerSession,
  ) {}

  execute(address: Address, kind: 'billing' | 'shipping'): Observable<SessionState> {
    const asDefault = kind === 'billing' ? { default_billing: true } : { default_shipping: true };
    return this.accounts.saveAddress({ ...address, ...asDefault }).pipe(
      catchError((error: unknown) => throwError(() => accountError(error, 'The address could not be saved.'))),
      switchMap(() => this.session.refresh()),
    );
  }
}
