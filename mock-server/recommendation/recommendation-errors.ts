import { HttpError } from '../http/http-error';

/** The recommendation service's own phrases (docs/api-contracts.md), in the Magento body format of its mount. */
export const recommendationErrors = {
  invalidCredentials: () => new HttpError(401, 'Invalid recommendation service credentials.'),
  diamondNotFound: () => new HttpError(404, 'Diamond was not found'),
  noDiamondsPassed: () => new HttpError(400, 'There were no diamonds passed'),
  boundsInverted: (fieldName: string, otherFieldName: string) =>
    new HttpError(400, '"%fieldName" must not be greater than "%otherFieldName".', { fieldName, otherFieldName }),
} as const;
