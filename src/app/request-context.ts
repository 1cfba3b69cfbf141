import type { Container } from 'inversify';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';

/** The container of the request being answered: built by the root route's middleware, read by every loader and by
 * the server's render, dropped with the request. */
export const requestContainer = createContext<Container>();

/** The Content-Security-Policy nonce of this response, set by the production server (`scripts/serve.mjs`). */
export const requestNonce = createContext<string | undefined>(undefined);

/** What one request's answer is built from: its container, and the cookies its use cases set or removed (the
 * shopper's session: a sign-in, a new bag). */
export interface RequestScope {
  readonly container: Container;
  /** The `Set-Cookie` values to send with the answer, once it is known. */
  readonly cookieChanges: () => readonly string[];
}

/** The answer with `Set-Cookie` headers added (a copy when its headers cannot be changed, as a redirect's). */
export function withCookies(response: Response, changes: readonly string[]): Response {
  if (changes.length === 0) return response;
  let answer = response;
  try {
    for (const change of changes) answer.headers.append('Set-Cookie', change);
  } catch {
    answer = new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
    for (const change of changes) answer.headers.append('Set-Cookie', change);
  }
  return answer;
}

/** Builds the request's container once, before any loader or action runs (the builder is given by the root route, so
 * this module stays free of the composition's server configuration), and sends the session's cookies with whatever
 * the request is answered with. */
export const containerMiddleware =
  (build: (request: Request) => RequestScope): MiddlewareFunction<Response> =>
  async ({ request, context }, next) => {
    const scope = build(request);
    context.set(requestContainer, scope.container);
    return withCookies(await next(), scope.cookieChanges());
  };

/** The request's container, from a loader's `context`. */
export const containerOf = (context: Readonly<RouterContextProvider>): Container => context.get(requestContainer);
