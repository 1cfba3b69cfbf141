import jsonServer from 'json-server';
import type { Express, RequestHandler } from 'express';

/**
 * json-server's app and default middlewares (gzip, request log, no-cache headers), minus the parts that would
 * break the backend's contract:
 * - its permissive CORS (`noCors`): only the storefront origin is allowed, see `storefrontCors`;
 * - its body parser (not enabled): each mount parses JSON with Magento's rules, see `jsonBody`;
 * - `errorhandler`, which it adds when NODE_ENV=development and which answers errors with an HTML stack trace;
 * - its static file server, which would serve the `public/` folder of the working directory (the storefront's
 *   assets) or json-server's home page at `/`.
 */
export function createJsonServerApp(logRequests: boolean): Express {
  const app = jsonServer.create();
  app.disable('x-powered-by');
  const middlewares = jsonServer.defaults({ noCors: true, logger: logRequests, bodyParser: false });
  app.use(middlewares.filter(isWanted));
  return app;
}

function isWanted(middleware: RequestHandler): boolean {
  const isErrorHandler = middleware.length === 4;
  return !isErrorHandler && middleware.name !== 'serveStatic';
}
