export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_MESSAGE =
  'Password should contain at least one upper case, one lower case, one numeric character and be at least 8 characters long';

/** Letters are ASCII: the message names "upper case" and "lower case" the way the store platform's password classes
 * count them. */
export const isStrongPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);

export const passwordError = (password: string): string | null =>
  isStrongPassword(password) ? null : PASSWORD_RULE_MESSAGE;

/** Checked on blur: a weak password is cleared from the field and the rule is shown. */
export const passwordOnBlur = (password: string): { readonly value: string; readonly error: string | null } =>
  isStrongPassword(password) ? { value: password, error: null } : { value: '', error: PASSWORD_RULE_MESSAGE };
