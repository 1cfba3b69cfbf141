import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContext, type RouterContextProvider } from 'react-router';
import { HtmlSanitizerContext } from '../ui/common/sanitize-html';
import { ContainerProvider } from '../ui/di/container-context';
import { sanitizeHtmlOnServer } from './html-sanitizer.server';
import { buildStylesheets, InlineStylesheets } from './inline-stylesheets.server';
import { NonceContext } from './nonce';
import { ScriptsAfterFirstPaint } from './scripts-after-first-paint.server';
import { requestContainer, requestNonce } from './request-context';
import { containerForRequest } from './request-container.server';

/** The production server sets the response's nonce in the request's context under this key. */
export { requestNonce };
/** The production server's edge (`scripts/serve.mjs`), built with the app so that the server, the router and the
 * forwarding read addresses and configuration by the same rules: the backend forwarding and its table, the reading of
 * a request's target, each page's cache and permissions policy, the shop's published address. */
export { backendForwarder } from './server/backend-forwarder';
export { forwardedBackends } from './server/forwarded-backends';
export { sessionForwarding } from './server/session-forwarding';
export { readRequestTarget, isRefusal } from './server/request-target';
export { cacheControlFor, permissionsPolicyFor, PRIVATE, IMMUTABLE } from './server/page-policy';
export { publicUrlOf } from './server/public-url';

/** How long a page may keep streaming before the server gives up on what is still pending. */
export const streamTimeout = 5_000;

/** The production build's stylesheets, written into each page's head (`inline-stylesheets.server.ts`): the server's
 * bundle is in `<build>/server`, the browser's files in `<build>/client`. The development server links them as Vite
 * serves them. */
const stylesheets = import.meta.env.PROD ? buildStylesheets(new URL('../client/', import.meta.url)) : undefined;

/** Crawlers and link previews get the whole page at once; browsers get the shell as soon as it is ready. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|whatsapp|telegram|preview|lighthouse/i;


/** What the request's context holds under `key`, or undefined: the middleware does not run for every request (none
 * matched before the render), and only the production server sets a nonce (the dev server has none). */
const valueOf = <T,>(context: RouterContextProvider, key: RouterContext<T>): T | undefined => {
  try {
    return context.get(key);
  } catch {
    return undefined;
  }
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  // One container per request (the root's middleware built it for the loaders): nothing one shopper's page resolves
  // is seen by another's.
  const container = valueOf(loadContext, requestContainer) ?? containerForRequest(request);
  const nonce = valueOf(loadContext, requestNonce);
  const userAgent = request.headers.get('user-agent') ?? '';
  const waitForAll = CRAWLER.test(userAgent) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1_000);
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          callback();
        },
      });
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      // Written once the render in progress has done what it can without waiting: a page whose data its loader
      // already has is then in the HTML in place (a browser without JavaScript shows it), and only what truly waits
      // streams in after the shell.
      setImmediate(() => {
        if (!stylesheets) return pipe(body);
        // A production page: its stylesheets written in, its script started after its first paint.
        const inlined = new InlineStylesheets(stylesheets);
        const afterPaint = new ScriptsAfterFirstPaint();
        inlined.pipe(afterPaint).pipe(body);
        pipe(inlined);
      });
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ContainerProvider container={container}>
          {/* The store's HTML (CMS pages, ring descriptions) is sanitized here as in the browser, and rendered. */}
          <HtmlSanitizerContext.Provider value={sanitizeHtmlOnServer}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </HtmlSanitizerContext.Provider>
        </ContainerProvider>
      </NonceContext.Provider>,
      {
        nonce,
        // A finished page is sent whole, in place: React would otherwise move a large finished part (the page inside
        // the shell's Suspense) after the shell, to be put in place by a script, and a crawler or a shopper without
        // JavaScript would see an empty page. Only what is still loading streams later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell reject above; later ones are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
