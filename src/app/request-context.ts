import type { Container } from 'inversify';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';

/** The container of the request being answered: built by the root route's middleware, read by every loader and by
 * the server's render, dropped with the request. */
export const requestContainer = createContext<Container>();

/** The Content-Security-Policy nonce of this response, set by the production server (`scripts/serve.mjs`). */
export const requestNonce = createContext<string | undefined>(undefined);

/** Builds the request's container once, before any loader runs (the builder is given by the root route, so this
 * module stays free of the composition's server configuration). */
export const containerMiddleware =
  (build: (request: Request) => Container): MiddlewareFunction<Response> =>
  async ({ request, context }, next) => {
    context.set(requestContainer, build(request));
    return next();
  };

/** The request's container, from a loader's `context`. */
export const containerOf = (context: Readonly<RouterContextProvider>): Container => context.get(requestContainer);
