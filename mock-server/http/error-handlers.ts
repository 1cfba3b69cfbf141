import { randomBytes } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { MockLogger } from '../app/logger';
import type { ErrorFormat } from './error-format';
import { HttpError } from './http-error';
import { magentoErrors } from './magento-errors';

/** The last handler of a mount: nothing in it matched the path and verb. */
export function notFoundHandler(format: ErrorFormat): RequestHandler {
  return (_req, res) => format.send(res, magentoErrors.routeNotFound());
}

/**
 * The last error handler of a mount. Known errors keep their status and phrase; anything else is a bug in the mock
 * and is answered like production Magento does (a report id, no detail) while the stack goes to the log only.
 */
export function errorHandler(format: ErrorFormat, log: MockLogger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const httpError = toHttpError(error, log, `${req.method} ${req.originalUrl}`);
    if (res.headersSent) {
      // Too late for an error body; cutting the connection tells the client the response is incomplete.
      req.socket.destroy();
      return;
    }
    format.send(res, httpError);
  };
}

function toHttpError(error: unknown, log: MockLogger, request: string): HttpError {
  if (error instanceof HttpError) return error;
  if (isClientHttpError(error)) {
    // Express's own 4xx errors (an undecodable %-escape in the path: "Failed to decode param") carry a safe message.
    return new HttpError(error.status, error.message);
  }
  const reportId = `webapi-${randomBytes(6).toString('hex')}`;
  log.error(`${reportId}: unexpected error while answering ${request}`, error);
  return magentoErrors.internalError(reportId);
}

function isClientHttpError(error: unknown): error is { status: number; message: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { status, expose, message } = error as { status?: unknown; expose?: unknown; message?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose !== false && typeof message === 'string';
}
