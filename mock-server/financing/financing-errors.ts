import { HttpError } from '../http/http-error';
import { magentoErrors } from '../http/magento-errors';

/** The financing provider's answers, in the Magento body format every mount of the mock speaks. */
export const financingErrors = {
  totalMismatch: () => new HttpError(400, 'The checkout total does not match its items.'),
  overLimit: () => new HttpError(400, 'Financing is available for totals up to $17,500.00.'),
  checkoutNotFound: (checkoutId: string) => magentoErrors.noSuchEntity('checkoutId', checkoutId.slice(0, 100)),
  alreadyConfirmed: () => new HttpError(400, 'The checkout was already confirmed.'),
  declined: () => new HttpError(400, 'The application was declined.'),
  /** Never quotes the value: the digits of a social security number are not echoed back or logged. */
  fieldInvalid: (fieldName: string) => new HttpError(400, 'The %fieldName field is invalid.', { fieldName }),
} as const;
