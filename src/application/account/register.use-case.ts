import { defer, map, switchMap, throwError, type Observable } from 'rxjs';
import { registerErrors } from '../../domain/account/account-forms.rules';
import type { Customer } from '../../domain/account/customer';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { NewCustomer } from '../kernel/customer-accounts.port';
import type { CustomerSession } from '../kernel/customer-session.service';
import type { SessionKeeper } from './session-keeper.port';

/** Registration (spec section 4): create the customer and sign in (which merges the guest bag). On failure the
 * store's message comes back and nothing else changes. */
export class Register {
  constructor(
    private readonly keeper: SessionKeeper,
    private readonly session: CustomerSession,
  ) {}

  execute(customer: NewCustomer, password: string): Observable<Customer> {
    return defer(() => {
      const errors = registerErrors({ firstName: customer.firstname, lastName: customer.lastname, email: customer.email, password });
      if (errors) return throwError(() => SHOP_ERRORS.ACCOUNT_FIELDS_MISSING);
      const cleaned = { firstname: customer.firstname.trim(), lastname: customer.lastname.trim(), email: customer.email.trim() };
      return this.keeper.register(cleaned, password).pipe(
        switchMap(() => this.session.refresh()),
        map((state) => {
          if (!state.customer) throw SHOP_ERRORS.ACCOUNT_NOT_CREATED;
          return state.customer;
        }),
      );
    });
  }
}
