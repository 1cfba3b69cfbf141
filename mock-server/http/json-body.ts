import express from 'express';
import type { Request, RequestHandler } from 'express';
import type { HttpError } from './http-error';
import { magentoErrors } from './magento-errors';

/** Large enough for any storefront call, small enough that a runaway client cannot fill the memory. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Magento's own test of the header (Webapi\Rest\Request::getContentType). */
const CONTENT_TYPE = /^([a-z\d/\-+.]+)(?:;\s*charset=(.+))?$/i;

/**
 * Reads a JSON request body into `req.body` with Magento's rules, on every mount, so that a malformed body
 * answers 400 wherever it is sent (never 500, never a parser's stack). A request without a body gets `undefined`.
 * JSON scalars and arrays are parsed too (`strict: false`): whether they fit is the route's validation.
 */
export function jsonBody(): RequestHandler {
  const parseJson = express.json({ limit: JSON_BODY_LIMIT_BYTES, strict: false, type: () => true });
  return (req, res, next) => {
    if (!hasBody(req)) {
      req.body = undefined;
      next();
      return;
    }
    const contentTypeError = checkContentType(req.headers['content-type']);
    if (contentTypeError) {
      // The body is not read: drain it so that the connection can be reused for the next request.
      req.resume();
      next(contentTypeError);
      return;
    }
    parseJson(req, res, (error?: unknown) => next(error === undefined ? undefined : toBodyError(error)));
  };
}

/** Same rule as Node's parser: a body is announced by a length or a chunked transfer; `Content-Length: 0` is none. */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function checkContentType(header: string | undefined): HttpError | undefined {
  if (header === undefined || header.trim() === '') return magentoErrors.contentTypeEmpty();
  const match = CONTENT_TYPE.exec(header.trim());
  if (!match) return magentoErrors.contentTypeInvalid();
  const [, mediaType = '', charset] = match;
  if (charset !== undefined && charset.replace(/"/g, '').trim().toLowerCase() !== 'utf-8') {
    return magentoErrors.charsetNotSupported();
  }
  if (mediaType.toLowerCase() !== 'application/json') return magentoErrors.mediaTypeNotSupported(mediaType);
  return undefined;
}

/** body-parser tags its errors with a `type`; each becomes the client error it really is. */
function toBodyError(error: unknown): unknown {
  const { type, encoding } = (error ?? {}) as { type?: unknown; encoding?: unknown };
  switch (type) {
    case 'entity.too.large':
      return magentoErrors.bodyTooLarge(JSON_BODY_LIMIT_BYTES);
    case 'encoding.unsupported':
      return magentoErrors.contentEncodingNotSupported(String(encoding));
    case 'charset.unsupported':
      return magentoErrors.charsetNotSupported();
    case 'entity.parse.failed':
    case 'entity.verify.failed':
    case 'request.size.invalid':
    case 'request.aborted':
      return magentoErrors.decodingError();
    default:
      return error;
  }
}
