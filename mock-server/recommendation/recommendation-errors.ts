import { HttpError } from '../http/http-error';

/** The recommendation service's own phrases (docs/api-contracts.md), in the Magento body format of its mount. */
export const recommendationErrors = {
  invalidCredentials: () => new HttpError(401, 'Invalid recommendation service credentials.'),
  diamondNotFound: () => new HttpError(404, 'Diamond was not found'),
  noDiamondsPassed: () => new HttpError(400, 'There were no diamonds passed'),
  boundsInverted: (fieldName: string, otherFieldName: string) =>
    new HttpError(400, '"%fieldName" must not be greater than "%otherFieldName".', { fieldName, otherFieldName }),
  /** `rule_recommendation/` takes one form at a time: a preference, or one edit. */
  tooManyForms: (fieldNames: readonly string[]) => new HttpError(400, 'Only one of %fieldNames can be given.', { fieldNames: fieldNames.join(', ') }),
  noEditForm: (fieldNames: readonly string[]) => new HttpError(400, 'One of %fieldNames is required. Enter and try again.', { fieldNames: fieldNames.join(', ') }),
  nothingBack: () => new HttpError(400, 'There is no earlier diamond to go back to.'),
  nothingForward: () => new HttpError(400, 'There is no later diamond to go forward to.'),
  /** A state step naming a stone this service does not have: a state it never made. */
  unknownStep: (fieldName: string, value: string) =>
    new HttpError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value, fieldName }),
} as const;
