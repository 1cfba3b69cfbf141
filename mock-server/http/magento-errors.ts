import { HttpError } from './http-error';

/**
 * The Magento 2.4 error phrases the mock backend answers with, worded as Magento words them in production mode so
 * that a storefront adapter written against the mock works against a real store.
 */
export const magentoErrors = {
  routeNotFound: () => new HttpError(404, 'Request does not match any route.'),

  /** Production-mode text; developer mode appends the parser's message, which production never reveals. */
  decodingError: () => new HttpError(400, 'Decoding error.'),
  contentTypeEmpty: () => new HttpError(400, 'Content-Type header is empty.'),
  contentTypeInvalid: () => new HttpError(400, 'Content-Type header is invalid.'),
  charsetNotSupported: () => new HttpError(400, 'UTF-8 is the only supported charset.'),
  mediaTypeNotSupported: (mediaType: string) =>
    new HttpError(400, 'Server cannot understand Content-Type HTTP header media type %1', [mediaType]),

  requiredField: (fieldName: string) =>
    new HttpError(400, '"%fieldName" is required. Enter and try again.', { fieldName }),
  invalidFieldValue: (fieldName: string, value: string) =>
    new HttpError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value, fieldName }),
  /** A text attribute longer than its `validate_rules` allow (Magento's EAV text data model), named by its label. */
  textTooLong: (label: string, maxLength: number) =>
    new HttpError(400, '"%1" length must be equal or less than %2 characters.', [label, String(maxLength)]),
  typeMismatch: (value: string, type: string) =>
    new HttpError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', {
      value,
      type,
    }),
  /** A body property the service's data interface does not declare (Magento's name finder has no accessor for it). */
  noAccessor: (property: string, accessor: string, className: string) =>
    new HttpError(400, 'Property "%1" does not have accessor method "%2" in class "%3".', [property, accessor, className]),
  unknownAttribute: (attributeCode: string) =>
    new HttpError(400, 'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', [attributeCode]),
  noSuchEntity: (fieldName: string, fieldValue: string) =>
    new HttpError(404, 'No such entity with %fieldName = %fieldValue', { fieldName, fieldValue }),
  /** A route that needs a token (customer: `self`) reached without a valid one, or a token without that right. */
  notAuthorized: (resources: string) =>
    new HttpError(401, "The consumer isn't authorized to access %resources.", { resources }),

  // Magento leaves these to the web server; the mock answers them in Magento's body format all the same.
  bodyTooLarge: (limitBytes: number) =>
    new HttpError(413, 'The request body is larger than %1 bytes.', [String(limitBytes)]),
  /** Node's HTTP parser stops at this many bytes of request line and headers together (its `maxHeaderSize`). */
  headersTooLarge: (limitBytes: number) =>
    new HttpError(431, 'The request line and headers are larger than %1 bytes.', [String(limitBytes)]),
  unreadableRequest: () => new HttpError(400, 'The request is not valid HTTP.'),
  requestTimeout: () => new HttpError(408, 'The request did not arrive in time.'),
  contentEncodingNotSupported: (encoding: string) =>
    new HttpError(415, 'Content-Encoding %1 is not supported.', [encoding]),
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    new HttpError(405, 'The %1 method is not allowed on this resource.', [method], { Allow: allowed.join(', ') }),

  /** What production Magento answers for any unexpected exception: no detail, a report id to find the log line. */
  internalError: (reportId: string) =>
    new HttpError(500, 'Internal Error. Details are available in Magento log file. Report ID: %1', [reportId]),
} as const;
