#!/usr/bin/env node
// The storefront's production server: renders every page on the server (React Router framework mode), serves the
// built assets (hashed files cached for a year), and forwards the browser's backend paths to the store and the
// providers of its configuration. The recommendation service's calls are answered by the app's own route, which adds
// the credentials of the server's configuration.
//
// It is what a shop puts in front of the internet, so every request is read as hostile until normalised:
// - the request target is read once, the way the router reads it: an absolute-form or `*` target, a dot segment, an
//   escaped separator or a broken escape is refused (400), never resolved; odd methods are refused (405);
// - the forwarding (`src/app/server/backend-forwarder.ts`) keeps every request under its mount, connects only to the
//   configured backends, forwards only the methods and headers each needs, and has deadlines;
// - the shop's address is `PUBLIC_URL`, which it requires: a request's `Host` is never written into a page;
// - every answer says how long it may be kept, decided on the same reading of the path as the router's
//   (`src/app/server/page-policy.ts`): public pages a minute, everything else never.
// `BUILD_DIR` (dist) names the build, `PORT` (3000) and `HOST` where it listens; docs/deployment.md lists the rest.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { securityHeaders } from './content-security-policy.mjs';

// The server's configuration (the recommendation service's credentials among it) from `.env` where the environment
// does not set it already, as the dev server reads it.
try {
  process.loadEnvFile('.env');
} catch {
  // No .env file: the environment alone configures the server.
}

// The production server runs React's production build (the development one checks every element and renders several
// times slower). React picks its build when first loaded, so the framework is imported after this line.
process.env.NODE_ENV ??= 'production';
const [{ createRequestHandler }, { default: express }, { RouterContextProvider }, { default: compression }] = await Promise.all([
  import('@react-router/express'),
  import('express'),
  import('react-router'),
  // Answers are compressed (gzip) for every client that accepts it; each written piece of a streamed page is
  // flushed, so the streaming still streams.
  import('compression'),
]);

const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const build = await import(pathToFileURL(resolve(buildDir, 'server/index.js')).href);
/** The edge's rules, built with the app (`src/app/entry.server.tsx` exports them). */
const edge = build.entry.module;

function refuseToStart(message) {
  console.error(`The storefront server did not start: ${message}`);
  process.exit(1);
}

/** The shop's published origin: required, so that no page, sitemap or robots.txt ever names the request's host. */
let publicUrl;
try {
  publicUrl = edge.publicUrlOf(process.env);
} catch (error) {
  refuseToStart(error.message);
}
if (!publicUrl) refuseToStart('PUBLIC_URL is not set. Set it to the address the shop is published at (https://shop.example); see docs/deployment.md.');
const publicHost = new URL(publicUrl).host;
const publicProtocol = new URL(publicUrl).protocol.replace(':', '');

let backends;
try {
  backends = edge.forwardedBackends(process.env);
} catch (error) {
  refuseToStart(`the backends are not configured: ${error.message}`);
}

/** The card provider's origin when it is another one: the card pages may let its frame use the payment feature. */
const cardProviderOrigins = (() => {
  try {
    const url = new URL(process.env.VITE_CARD_PROVIDER_URL ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
})();

const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
const BACKEND_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];

/** A refusal of the edge itself: plain text, never stored. */
function refuse(res, status, message, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': edge.PRIVATE, ...headers });
  res.end(`${message}\n`);
}

const app = express();
app.disable('x-powered-by');
app.disable('trust proxy');

// 1. The request line: a method the shop answers and a target that is a path (`OPTIONS *`, `TRACE`, an absolute-form
// target and whatever does not read one way only are refused here, before anything else sees them).
app.use((req, res, next) => {
  if (!BACKEND_METHODS.includes(req.method)) return refuse(res, 405, 'Method not allowed.', { Allow: BACKEND_METHODS.join(', ') });
  if (!req.url.startsWith('/')) return refuse(res, 400, 'The request names no path of the shop.');
  next();
});

// 2. The load balancer's health check: the server is up and its build loaded (it holds no state to check beyond that).
app.get('/health', (_req, res) => {
  res.set('Cache-Control', edge.PRIVATE).json({ status: 'ok', version: build.assets?.version ?? null });
});

// 3. The backend paths, forwarded to the configured backends only.
app.use(edge.backendForwarder({ backends, ...edge.sessionForwarding(() => publicUrl) }));

// 4. Everything else is the app's: the target must read one way only, and the app sees the shop's published address
// as the request's host, whatever the request said.
app.use((req, res, next) => {
  const target = edge.readRequestTarget(req.url);
  if (edge.isRefusal(target)) return refuse(res, target.status, target.reason);
  if (!PAGE_METHODS.includes(req.method)) return refuse(res, 405, 'Method not allowed.', { Allow: PAGE_METHODS.join(', ') });
  req.headers.host = publicHost;
  delete req.headers['x-forwarded-host'];
  // Behind a load balancer that ends https, the app still sees the published scheme (its form actions compare the
  // page's origin with the request's).
  Object.defineProperty(req, 'protocol', { value: publicProtocol });
  next();
});
app.use(compression({ flush: zlib.Z_SYNC_FLUSH }));
app.use((req, res, next) => {
  res.locals.nonce = randomBytes(16).toString('base64');
  res.set(securityHeaders(process.env, { nonce: res.locals.nonce }));
  res.set('Permissions-Policy', edge.permissionsPolicyFor(req.originalUrl, cardProviderOrigins));
  next();
});
app.use('/assets', express.static(resolve(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }), (_req, res) => {
  // A file the build does not have (an old build's, a mistyped one) is missing, not a page of the shop.
  res.status(404).set('Cache-Control', edge.PRIVATE).type('text/plain').send('Not found');
});
app.use(express.static(resolve(buildDir, 'client'), { maxAge: '1h', index: false }));

/** Each page's answer says how long it may be kept, once its status is known: decided on the path as the router reads
 * it. A public answer the framework already gave one (its route manifest, the sitemap) keeps its own; a service that
 * cannot answer (503) says when to ask again. */
function pageHeaders(req, res, next) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithPolicy(status, ...rest) {
    const code = typeof status === 'number' ? status : res.statusCode;
    const policy = edge.cacheControlFor(req.originalUrl, code);
    if (policy === edge.PRIVATE || !res.getHeader('Cache-Control')) res.setHeader('Cache-Control', policy);
    if (code === 503 && !res.getHeader('Retry-After')) res.setHeader('Retry-After', '30');
    return writeHead.call(this, status, ...rest);
  };
  next();
}

/** Each request's context carries its response's nonce (the server entry names the key); the root's middleware adds
 * the request's container. */
const loadContext = (_req, res) => {
  const context = new RouterContextProvider();
  context.set(edge.requestNonce, res.locals.nonce);
  return context;
};
app.all('*', pageHeaders, createRequestHandler({ build, getLoadContext: loadContext }));

const server = app.listen(port, host, () => {
  const forwarded = backends.map((backend) => `${backend.mount} → ${backend.target}`).join(', ');
  console.log(`Loupe storefront (server-rendered) at http://localhost:${port}, published at ${publicUrl}; forwarding ${forwarded}`);
});
// A client has 20 s to send its request's head and a minute for the whole request: nobody holds a connection by
// sending slowly (an event stream's answer may last longer; these bound only what the client sends).
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
