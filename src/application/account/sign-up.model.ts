import type { Observable } from 'rxjs';
import { registerErrors } from '../../domain/account/account-forms.rules';
import { afterSignIn } from '../../domain/account/customer';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { FieldErrors } from '../../domain/shared/required-fields';
import { FormModel, initialFormState, type FormState } from '../kernel/form.model';
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

/** Sign-up: first name, last name, email and password, all required, the names within the store's length and the
 * email well formed, each said on its field before anything is sent. Creates the account and signs in (the guest
 * bag merges), then leads to the page the shopper came from, else the address step; a field the store refuses is
 * marked in the shop's words, any other refusal shows the store's message, and the form can be sent again. */
export class SignUpModel extends FormModel<SignUpValues, SignUpState> {
  protected readonly fallbackError = SHOP_ERRORS.ACCOUNT_NOT_CREATED;

  constructor(private readonly register: Register) {
    super({ ...initialFormState({ firstname: '', lastname: '', email: '', password: '' }), from: null });
  }

  /** The page opens with the page the shopper came from, if any. */
  open(from: string | null | undefined): void {
    this.patch({ from: from ?? null });
  }

  protected check(values: SignUpValues): FieldErrors<keyof SignUpValues & string> | null {
    const errors = registerErrors({ firstName: values.firstname, lastName: values.lastname, email: values.email, password: values.password });
    if (!errors) return null;
    const { firstName, lastName, ...rest } = errors;
    return { ...(firstName ? { firstname: firstName } : {}), ...(lastName ? { lastname: lastName } : {}), ...rest };
  }

  /** Leaving a field says at once what sending would: a name too long, an email that is not one. */
  protected override onLeave(field: keyof SignUpValues & string, value: string) {
    if (field === 'password' || value.trim() === '') return null;
    return { value, error: this.check({ ...this.state.values, [field]: value })?.[field] ?? null };
  }

  protected send(values: SignUpValues): Observable<unknown> {
    return this.register.execute({ firstname: values.firstname, lastname: values.lastname, email: values.email }, values.password);
  }

  protected override afterSent(): Partial<SignUpState> {
    return { destination: { to: afterSignIn(this.state.from), replace: true } };
  }
}
