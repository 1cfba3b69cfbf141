import { emailFieldError } from '../shared/email-field.rules';
import { requiredError, toFieldErrors, type FieldErrors } from '../shared/required-fields';
import { tooLongError } from '../shared/text-length';
import { passwordError } from '../checkout/password.rules';

export interface RegisterValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

/** Registration requires the four fields and checks what the store would refuse: a name past Magento's 255
 * characters, an email that is not one. The platform judges the password and its message is shown. */
export const registerErrors = (values: Partial<RegisterValues>): FieldErrors<keyof RegisterValues> | null =>
  toFieldErrors([
    ['firstName', requiredError(values.firstName) ?? tooLongError(values.firstName)],
    ['lastName', requiredError(values.lastName) ?? tooLongError(values.lastName)],
    ['email', emailFieldError(values.email)],
    ['password', requiredError(values.password)],
  ]);

export interface ForgotPasswordValues {
  readonly email: string;
}

export const forgotPasswordErrors = (values: Partial<ForgotPasswordValues>): FieldErrors<'email'> | null =>
  toFieldErrors([['email', emailFieldError(values.email)]]);

export interface ResetPasswordValues {
  readonly email: string;
  readonly newPassword: string;
}

/** Reset: email required and well formed, and the new password must follow the password rule. */
export const resetPasswordErrors = (values: Partial<ResetPasswordValues>): FieldErrors<keyof ResetPasswordValues> | null =>
  toFieldErrors([
    ['email', emailFieldError(values.email)],
    ['newPassword', passwordError(values.newPassword ?? '')],
  ]);

export interface ChangePasswordValues {
  readonly currentPassword: string;
  readonly newPassword: string;
}

/** Change: the current password only has to be there; the new one must follow the password rule. */
export const changePasswordErrors = (
  values: Partial<ChangePasswordValues>,
): FieldErrors<keyof ChangePasswordValues> | null =>
  toFieldErrors([
    ['currentPassword', requiredError(values.currentPassword)],
    ['newPassword', passwordError(values.newPassword ?? '')],
  ]);
