import { catchError, defer, throwError, type Observable } from 'rxjs';
import { changePasswordErrors, forgotPasswordErrors, resetPasswordErrors } from '../../domain/account/account-forms.rules';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { shopError } from '../../domain/shared/shop-error';
import type { CustomerAccounts } from '../kernel/customer-accounts.port';
import { accountError } from './account-error';

const invalid = (errors: Readonly<Record<string, string | undefined>> | null) =>
  errors ? throwError(() => shopError('ACCOUNT.INVALID', Object.values(errors).filter(Boolean).join(' '))) : null;

/** /password-forgot: the store emails a reset link; it answers the same for unknown emails. */
export class RequestPasswordReset {
  constructor(private readonly accounts: CustomerAccounts) {}

  execute(email: string): Observable<void> {
    return defer(() => invalid(forgotPasswordErrors({ email })) ?? this.accounts.requestPasswordReset(email.trim()).pipe(catchError((e: unknown) => throwError(() => accountError(e, SHOP_ERRORS.RESET_LINK_NOT_SENT)))));
  }
}

/** /password-reset?token=: a new password for the emailed token. */
export class ResetPassword {
  constructor(private readonly accounts: CustomerAccounts) {}

  execute(email: string, token: string, password: string): Observable<void> {
    return defer(
      () =>
        invalid(resetPasswordErrors({ email, newPassword: password })) ??
        this.accounts.resetPassword(email.trim(), token, password).pipe(catchError((e: unknown) => throwError(() => accountError(e, SHOP_ERRORS.PASSWORD_NOT_RESET)))),
    );
  }
}

/** /password-change for a signed-in customer. */
export class ChangePassword {
  constructor(private readonly accounts: CustomerAccounts) {}

  execute(currentPassword: string, newPassword: string): Observable<void> {
    return defer(
      () =>
        invalid(changePasswordErrors({ currentPassword, newPassword })) ??
        this.accounts.changePassword(currentPassword, newPassword).pipe(catchError((e: unknown) => throwError(() => accountError(e, SHOP_ERRORS.PASSWORD_NOT_CHANGED)))),
    );
  }
}
