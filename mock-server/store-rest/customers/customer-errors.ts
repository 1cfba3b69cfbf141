import { HttpError } from '../../http/http-error';
import { magentoErrors } from '../../http/magento-errors';

/** The answers of the customer routes, worded as Magento 2.4 words them. */
export const customerErrors = {
  emailTaken: () => new HttpError(400, 'A customer with the same email address already exists in an associated website.'),
  /** Wrong username or password, and a username locked after too many failures: Magento does not say which. */
  signInIncorrect: () =>
    new HttpError(401, 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'),
  /** Magento's UserLockedException, raised when a wrong current password locks the account or it is locked. */
  accountLocked: () => new HttpError(401, 'The account is locked.'),
  passwordMismatch: () => new HttpError(401, "The password doesn't match this account. Verify the password and try again."),
  resetTokenMismatch: () => new HttpError(400, 'The password token is mismatched. Reset and try again.'),
  addressNotFound: (addressId: string) => magentoErrors.noSuchEntity('addressId', addressId),
  noDefaultBilling: (customerId: number) => magentoErrors.noSuchEntity('customerId', String(customerId)),
  self: () => magentoErrors.notAuthorized('self'),
} as const;
