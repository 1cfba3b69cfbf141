import { catchError, switchMap, throwError, type Observable } from 'rxjs';
import { addressBookWrite } from '../../domain/account/address-book';
import type { Address } from '../../domain/checkout/address';
import { isAddressFieldRefused } from '../../domain/checkout/address-refusal';
import type { CustomerAccounts } from '../kernel/customer-accounts.port';
import type { CustomerSession, SessionState } from '../kernel/customer-session.service';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { accountError } from './account-error';

/** /billing and /shipping as the account's address editors: the address becomes the default of its kind, and the
 * other kind's default stays as it was, even when both were one address (`addressBookWrite`). */
export class SaveCustomerAddress {
  constructor(
    private readonly accounts: CustomerAccounts,
    private readonly session: CustomerSession,
  ) {}

  execute(address: Address, kind: 'billing' | 'shipping'): Observable<SessionState> {
    const book = this.session.current.customer?.addresses ?? [];
    return this.accounts.saveAddress(addressBookWrite(book, address, kind)).pipe(
      // A field the store refused stays a refusal of that field, for the form to mark it.
      catchError((error: unknown) => throwError(() => (isAddressFieldRefused(error) ? error : accountError(error, SHOP_ERRORS.ADDRESS_NOT_SAVED)))),
      switchMap(() => this.session.refresh()),
    );
  }
}
