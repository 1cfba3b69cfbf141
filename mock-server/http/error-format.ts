import type { Response } from 'express';
import type { HttpError } from './http-error';

/** How one backend writes its errors: each mount speaks the error dialect of the system it stands in for. */
export interface ErrorFormat {
  send(res: Response, error: HttpError): void;
}

/** Magento REST: `{ "message": "...%1...", "parameters": [...] }`, `parameters` always present; never a trace. */
export const magentoErrorFormat: ErrorFormat = {
  send(res, error) {
    res.set(error.headers).status(error.status).json({ message: error.phrase, parameters: error.parameters });
  },
};
