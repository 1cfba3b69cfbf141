import { catchError, switchMap, throwError, type Observable } from 'rxjs';
import type { Address } from '../../domain/checkout/address';
import { isAddressFieldRefused } from '../../domain/checkout/address-refusal';
import type { CustomerAccounts } from './customer-accounts.port';
import type { CustomerSession, SessionState } from './customer-session.service';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { accountError } from './account-error';

/** /billing and /shipping as the account's address editors: the address becomes the default of its kind. */
export class SaveCustomerAddress {
  constructor(
    private readonly accounts: CustomerAccounts,
    private readonly session: CustomerSession,
  ) {}

  execute(address: Address, kind: 'billing' | 'shipping'): Observable<SessionState> {
    const asDefault = kind === 'billing' ? { default_billing: true } : { default_shipping: true };
    return this.accounts.saveAddress({ ...address, ...asDefault }).pipe(
      // A field the store refused stays a refusal of that field, for the form to mark it.
      catchError((error: unknown) => throwError(() => (isAddressFieldRefused(error) ? error : accountError(error, SHOP_ERRORS.ADDRESS_NOT_SAVED)))),
      switchMap(() => this.session.refresh()),
    );
  }
}
