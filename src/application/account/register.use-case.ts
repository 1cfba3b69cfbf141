import { catchError, defer, switchMap, throwError, type Observable } from 'rxjs';
import { registerErrors } from '../../domain/account/account-forms.rules';
import type { Customer } from '../../domain/account/customer';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isFormFieldRefused } from '../../domain/shared/field-refusal';
import type { CustomerAccounts, NewCustomer } from './customer-accounts.port';
import { accountError, type SignIn } from './sign-in.use-case';

/** Registration (spec section 4): create the customer, sign in (which merges the guest bag). On failure the
 * store's message comes back and nothing else changes. */
export class Register {
  constructor(
    private readonly accounts: CustomerAccounts,
    private readonly signIn: SignIn,
  ) {}

  execute(customer: NewCustomer, password: string): Observable<Customer> {
    return defer(() => {
      const errors = registerErrors({ firstName: customer.firstname, lastName: customer.lastname, email: customer.email, password });
      if (errors) return throwError(() => SHOP_ERRORS.ACCOUNT_FIELDS_MISSING);
      const cleaned = { firstname: customer.firstname.trim(), lastname: customer.lastname.trim(), email: customer.email.trim() };
      return this.accounts.register(cleaned, password).pipe(
        // A field the store refused stays a refusal of that field, for the form to mark it.
        catchError((error: unknown) => throwError(() => (isFormFieldRefused(error) ? error : accountError(error, SHOP_ERRORS.ACCOUNT_NOT_CREATED)))),
        switchMap(() => this.signIn.execute(cleaned.email, password)),
      );
    });
  }
}
