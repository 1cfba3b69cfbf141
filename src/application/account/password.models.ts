import type { Observable } from 'rxjs';
import { passwordOnBlur } from '../../domain/checkout/password.rules';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { emailFieldError } from '../../domain/shared/email-field.rules';
import { requiredError, toFieldErrors } from '../../domain/shared/required-fields';
import { FormModel, initialFormState, type FormState } from '../kernel/form.model';
import type { CustomerSession } from '../kernel/customer-session.service';
import type { ChangePassword, RequestPasswordReset, ResetPassword } from './passwords.use-cases';

/** /password-forgot: the email, then 'we have emailed it a link' (the store answers the same for unknown emails). */
export class PasswordResetRequestModel extends FormModel<{ email: string }> {
  protected readonly fallbackError = SHOP_ERRORS.SOMETHING_WENT_WRONG;

  constructor(private readonly request: RequestPasswordReset) {
    super(initialFormState({ email: '' }));
  }

  protected check(values: { email: string }) {
    return toFieldErrors([['email', emailFieldError(values.email)]]);
  }

  protected send(values: { email: string }): Observable<unknown> {
    return this.request.execute(values.email);
  }
}

export interface PasswordResetValues extends Record<string, string> {
  readonly email: string;
  readonly password: string;
}

export interface PasswordResetState extends FormState<PasswordResetValues> {
  /** The token of the emailed link; without one the form cannot be sent. */
  readonly token: string;
}

/** /password-reset?token=: the email and a new password that follows the password rule (checked on leaving the
 * field: a weak password is cleared and the rule shown). */
export class PasswordResetModel extends FormModel<PasswordResetValues, PasswordResetState> {
  protected readonly fallbackError = SHOP_ERRORS.SOMETHING_WENT_WRONG;

  constructor(private readonly reset: ResetPassword) {
    super({ ...initialFormState({ email: '', password: '' }), token: '' });
  }

  /** The page opens with the token of its link. */
  open(token: string | null): void {
    this.patch({ token: token ?? '' });
  }

  protected check(values: PasswordResetValues) {
    return toFieldErrors([
      ['email', emailFieldError(values.email)],
      ['password', passwordOnBlur(values.password).error],
    ]);
  }

  protected override onLeave(field: keyof PasswordResetValues, value: string) {
    return field === 'password' ? passwordOnBlur(value) : null;
  }

  protected send(values: PasswordResetValues): Observable<unknown> {
    return this.reset.execute(values.email, this.state.token, values.password);
  }
}

export interface PasswordChangeValues extends Record<string, string> {
  readonly currentPassword: string;
  readonly newPassword: string;
}

/** /password-change for a signed-in customer (a guest is sent to sign in first): the current password and a new
 * one that follows the password rule. */
export class PasswordChangeModel extends FormModel<PasswordChangeValues> {
  protected readonly fallbackError = SHOP_ERRORS.SOMETHING_WENT_WRONG;

  constructor(
    private readonly changePassword: ChangePassword,
    private readonly session: CustomerSession,
  ) {
    super(initialFormState({ currentPassword: '', newPassword: '' }));
  }

  protected override onAttach(): void {
    this.own(this.session.state$.subscribe((session) => session.known && session.userType === 'guest' && this.patch({ destination: { to: '/register?returnUrl=/password-change', replace: true } })));
  }

  protected check(values: PasswordChangeValues) {
    return toFieldErrors([
      ['currentPassword', requiredError(values.currentPassword)],
      ['newPassword', passwordOnBlur(values.newPassword).error],
    ]);
  }

  protected override onLeave(field: keyof PasswordChangeValues, value: string) {
    return field === 'newPassword' ? passwordOnBlur(value) : null;
  }

  protected send(values: PasswordChangeValues): Observable<unknown> {
    return this.changePassword.execute(values.currentPassword, values.newPassword);
  }
}
