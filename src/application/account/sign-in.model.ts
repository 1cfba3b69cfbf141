import type { Observable } from 'rxjs';
import { afterSignIn, shopPath } from '../../domain/account/customer';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { FormModel, initialFormState, type FormState } from '../kernel/form.model';
import type { CustomerSession } from '../kernel/customer-session.service';
import type { SignIn } from './sign-in.use-case';

export interface SignInValues extends Record<string, string> {
  readonly email: string;
  readonly password: string;
}

export interface SignInState extends FormState<SignInValues> {
  /** The page of the shop to come back to after signing in (`?returnUrl=`), or null. */
  readonly returnUrl: string | null;
  /** 'Continue as a guest' is offered only when no page waits for the sign-in. */
  readonly guestWayOffered: boolean;
}

/** /register, the log-in form (ADR 0005): no client-side checks, the store answers. Signing in (or arriving
 * signed in) leads to the return url, else the address step. */
export class SignInModel extends FormModel<SignInValues, SignInState> {
  protected readonly fallbackError = SHOP_ERRORS.SIGN_IN_REFUSED;

  constructor(
    private readonly signIn: SignIn,
    private readonly session: CustomerSession,
  ) {
    super({ ...initialFormState({ email: '', password: '' }), returnUrl: null, guestWayOffered: true });
  }

  /** The page opens with the return url of its address; one that leads off the shop is no page to come back to. */
  open(returnUrl: string | null): void {
    const page = shopPath(returnUrl);
    this.patch({ returnUrl: page, guestWayOffered: !page });
    if (this.state.destination) this.goOn();
  }

  protected override onAttach(): void {
    // A customer who is signed in already goes on at once.
    this.own(this.session.state$.subscribe((session) => session.userType === 'customer' && this.goOn()));
  }

  private goOn(): void {
    const to = afterSignIn(this.state.returnUrl);
    if (this.state.destination?.to !== to) this.patch({ destination: { to, replace: true } });
  }

  protected check(): null {
    return null;
  }

  protected send(values: SignInValues): Observable<unknown> {
    return this.signIn.execute(values.email, values.password);
  }

  protected override afterSent(): Partial<SignInState> {
    const to = afterSignIn(this.state.returnUrl);
    return this.state.destination?.to === to ? {} : { destination: { to, replace: true } };
  }
}
