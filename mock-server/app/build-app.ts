import { Router } from 'express';
import type { Express } from 'express';
import { storefrontCors } from '../http/cors';
import type { ErrorFormat } from '../http/error-format';
import { magentoErrorFormat } from '../http/error-format';
import { errorHandler, notFoundHandler } from '../http/error-handlers';
import { createJsonServerApp } from '../http/json-server-app';
import { jsonBody } from '../http/json-body';
import type { Backend } from './backends';
import type { MockLogger } from './logger';
import type { ServerContext } from './server-context';

/**
 * The express app: json-server's base, CORS for the storefront, then one mount per backend. Each mount parses
 * bodies with the same rules and ends in its own 404 and error handler, so every request, even to a path no mount
 * owns, gets a JSON answer in the right dialect and never a stack trace or an HTML page.
 */
export function buildApp(context: ServerContext, backends: readonly Backend[]): Express {
  const app = createJsonServerApp(context.config.log);
  app.use(storefrontCors(context.config.storefrontOrigin));
  for (const backend of backends) {
    app.use(backend.path, guarded(backend.router, backend.errors, context.log));
  }
  app.use(guarded(Router(), magentoErrorFormat, context.log));
  return app;
}

function guarded(router: Router, errors: ErrorFormat, log: MockLogger): Router {
  const mount = Router();
  mount.use(jsonBody(), router, notFoundHandler(errors));
  mount.use(errorHandler(errors, log));
  return mount;
}
