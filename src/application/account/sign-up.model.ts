import type { Observable } from 'rxjs';
import { afterSignIn } from '../../domain/account/customer';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { requiredFieldErrors } from '../../domain/shared/required-fields';
import { FormModel, initialFormState, type FormState } from '../shell/form.model';
import type { Register } from './register.use-case';

export interface SignUpValues extends Record<string, string> {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly password: string;
}

export interface SignUpState extends FormState<SignUpValues> {
  /** The page that sent the shopper here (navigation state), to go on to after signing up. */
  readonly from: string | null;
}

const REQUIRED = ['firstname', 'lastname', 'email', 'password'] as const;

/** Sign-up: first name, last name, email and password, all required. Creates the account and signs in (the guest
 * bag merges), then leads to the page the shopper came from, else the address step; the store's message shows on
 * failure and the form can be sent again. */
export class SignUpModel extends FormModel<SignUpValues, SignUpState> {
  protected readonly fallbackError = SHOP_ERRORS.ACCOUNT_NOT_CREATED;

  constructor(private readonly register: Register) {
    super({ ...initialFormState({ firstname: '', lastname: '', email: '', password: '' }), from: null });
  }

  /** The page opens with the page the shopper came from, if any. */
  open(from: string | null | undefined): void {
    this.patch({ from: from ?? null });
  }

  protected check(values: SignUpValues) {
    return requiredFieldErrors(values, REQUIRED);
  }

  protected send(values: SignUpValues): Observable<unknown> {
    return this.register.execute({ firstname: values.firstname, lastname: values.lastname, email: values.email }, values.password);
  }

  protected override afterSent(): Partial<SignUpState> {
    return { destination: { to: afterSignIn(this.state.from), replace: true } };
  }
}
