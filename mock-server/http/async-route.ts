import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Express 4 ignores a rejected promise; this hands it to the mount's error handler instead. */
export function asyncRoute(handler: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch(next);
  };
}
