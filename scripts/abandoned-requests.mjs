// The development server's answer to a request the browser abandoned (a second click, a navigation while a loader
// or a forwarded call was still answering). React Router's handler streams the answer of a page or a forwarded call
// with the request's abort signal; when the browser goes, that stream rejects with an AbortError and the handler
// passes it to Vite's error middleware, which logged 'Internal server error: This operation was aborted' and covered
// every open tab of the shop with its error overlay. Nobody is left to answer, and nothing went wrong.

/** An abort: what a fetch, a stream or a signal rejects with once the request it served was given up. */
const isAbort = (error) => error instanceof Error && (error.name === 'AbortError' || (error.cause instanceof Error && error.cause.name === 'AbortError'));

/** Whether the browser that sent `req` has gone: it closed the connection before the answer was complete. */
const browserGone = (req, res) => req.socket.destroyed || res.destroyed || req.aborted === true;

/** Whether `error` is only the abort of a request its browser gave up. */
export const isAbandonedRequest = (error, req, res) => isAbort(error) && browserGone(req, res);

/** Connect's error handler (Connect tells one by its four parameters): an abandoned request ends here, without a
 * word; every other error goes on to Vite, which logs it and shows its overlay. */
export function endAbandonedRequests(error, req, res, next) {
  if (!isAbandonedRequest(error, req, res)) return next(error);
  if (!res.writableEnded) res.end();
}

/** A Vite plugin placed after React Router's: its handler is registered after React Router's (a post hook), so it
 * sees what that handler passes on, before Vite's own error middleware does. */
export const quietAbandonedRequests = () => ({
  name: 'loupe:quiet-abandoned-requests',
  apply: 'serve',
  enforce: 'post',
  configureServer(server) {
    return () => {
      server.middlewares.use(endAbandonedRequests);
    };
  },
});
