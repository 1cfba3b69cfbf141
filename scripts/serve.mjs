#!/usr/bin/env node
// The storefront's production server: renders every page on the server (React Router framework mode), serves the
// built assets (hashed files cached for a year), and forwards the backend paths to the store and the providers
// (MOCK_URL, the mock backend by default), as the CDN or load balancer does in production. The recommendation
// service's calls are answered by the app's own route, which adds the credentials of the server's configuration.
// Every answer says how long it may be kept (`cache-policy.mjs`): hashed assets for a year, public pages a minute,
// personal pages and errors never.
// `BUILD_DIR` (dist) names the build, `PORT` (3000) and `HOST` where it listens.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { PRIVATE, pageCacheHeaders } from './cache-policy.mjs';
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
const [{ createRequestHandler }, { default: express }, { RouterContextProvider }] = await Promise.all([
  import('@react-router/express'),
  import('express'),
  import('react-router'),
]);
// Answers are compressed (gzip) for every client that accepts it; each written piece of a streamed page is flushed,
// so the streaming still streams.
const { default: compression } = await import('compression');

/** Forwarded as they come; `/recommendation` is not: the app's forwarding route adds the credentials. */
const BACKEND_PATHS = ['/rest', '/graphql', '/card-provider', '/financing', '/chat', '/media'];
const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const backend = new URL(process.env.MOCK_URL ?? `http://localhost:${process.env.MOCK_PORT ?? '3001'}`);

/** Forwards one request to the backend as it came (method, headers, body), and its answer back. */
function forward(req, res) {
  const target = new URL(req.originalUrl, backend);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.status(502).json({ message: 'The store cannot be reached.' });
    else res.end();
  });
  req.pipe(upstream);
}


const build = await import(pathToFileURL(resolve(buildDir, 'server/index.js')).href);
const app = express();
app.disable('x-powered-by');
// The load balancer's health check: the server is up and its build loaded (it holds no state to check beyond that).
app.get('/health', (_req, res) => {
  res.set('Cache-Control', PRIVATE).json({ status: 'ok', version: build.assets?.version ?? null });
});
for (const path of BACKEND_PATHS) app.use(path, forward);
app.use(compression({ flush: zlib.Z_SYNC_FLUSH }));
app.use((_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString('base64');
  res.set(securityHeaders(process.env, { nonce: res.locals.nonce }));
  next();
});
app.use('/assets', express.static(resolve(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }), (_req, res) => {
  // A file the build does not have (an old build's, a mistyped one) is missing, not a page of the shop.
  res.status(404).set('Cache-Control', PRIVATE).type('text/plain').send('Not found');
});
app.use(express.static(resolve(buildDir, 'client'), { maxAge: '1h', index: false }));
/** Each request's context carries its response's nonce (the server entry names the key); the root's middleware adds
 * the request's container. */
const loadContext = (_req, res) => {
  const context = new RouterContextProvider();
  context.set(build.entry.module.requestNonce, res.locals.nonce);
  return context;
};
app.all('*', pageCacheHeaders, createRequestHandler({ build, getLoadContext: loadContext }));

app.listen(port, host, () => {
  console.log(`Loupe storefront (server-rendered) at http://localhost:${port}, backend ${backend.origin}`);
});
