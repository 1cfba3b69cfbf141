import type { Response } from 'express';
import type { HttpError } from './http-error';

/** How one backend writes its errors: each mount speaks the error dialect of the system it stands in for. */
export interface ErrorFormat {
  /** The JSON body of an error in this dialect (also written where express never sees the request). */
  bodyOf(error: HttpError): unknown;
  send(res: Response, error: HttpError): void;
}

/** A dialect from its body: every error is answered with its status and headers and that body as JSON. */
export function errorFormat(bodyOf: (error: HttpError) => unknown): ErrorFormat {
  return {
    bodyOf,
    send(res, error) {
      res.set(error.headers).status(error.status).json(bodyOf(error));
    },
  };
}

/** Magento REST: `{ "message": "...%1...", "parameters": [...] }`, `parameters` always present; never a trace. */
export const magentoErrorFormat: ErrorFormat = errorFormat((error) => ({ message: error.phrase, parameters: error.parameters }));
