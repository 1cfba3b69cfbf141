import { map, switchMap, type Observable } from 'rxjs';
import type { Customer } from '../../domain/account/customer';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { CustomerSession } from '../kernel/customer-session.service';
import type { SessionKeeper } from './session-keeper.port';

/** Sign in (spec section 4): the sign-in kept where it can be (the guest bag merged), then the customer loaded. */
export class SignIn {
  constructor(
    private readonly keeper: SessionKeeper,
    private readonly session: CustomerSession,
  ) {}

  execute(email: string, password: string): Observable<Customer> {
    return this.keeper.signIn(email, password).pipe(
      switchMap(() => this.session.refresh()),
      map((state) => {
        if (!state.customer) throw SHOP_ERRORS.SIGN_IN_REFUSED;
        return state.customer;
      }),
    );
  }
}
