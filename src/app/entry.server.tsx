import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { ContainerProvider } from '../ui/di/container-context';
import { NonceContext } from './nonce';
import { requestContainer, requestNonce } from './request-context';
import { containerForRequest } from './request-container.server';

/** The production server sets the response's nonce in the request's context under this key. */
export { requestNonce };

/** Up to this size (bytes), a part of the page that is ready with the shell is written in place. */
const PAGE_IN_PLACE_BYTES = 512 * 1024;

/** How long a page may keep streaming before the server gives up on what is still pending. */
export const streamTimeout = 5_000;

/** Crawlers and link previews get the whole page at once; browsers get the shell as soon as it is ready. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|whatsapp|telegram|preview|lighthouse/i;


/** A request the middleware did not run for (none of the routes matched before the render) has no container yet. */
const hasContainer = (context: RouterContextProvider): boolean => {
  try {
    context.get(requestContainer);
    return true;
  } catch {
    return false;
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
  const container = hasContainer(loadContext) ? loadContext.get(requestContainer) : containerForRequest();
  const nonce = loadContext.get(requestNonce);
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
      pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ContainerProvider container={container}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ContainerProvider>
      </NonceContext.Provider>,
      {
        nonce,
        // What is ready when the shell is flushed goes out in place, however long the page: left to React's default
        // (12.8 KB, which the document's head alone nearly fills), a finished page would be sent as a hidden block
        // and revealed by a script after the first paint, so the shopper would first see the page loader.
        progressiveChunkSize: PAGE_IN_PLACE_BYTES,
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
