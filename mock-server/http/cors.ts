import type { RequestHandler } from 'express';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** What the storefront adapters send: JSON bodies, bearer tokens, Magento's optional store-code header. */
const ALLOWED_HEADERS = 'Accept, Authorization, Content-Type, Store, X-Requested-With';

/**
 * CORS for exactly one origin, the storefront's. A browser page from any other origin gets no
 * Access-Control-Allow-Origin header and therefore cannot read the answers (json-server's default would allow all).
 * Tokens travel in the Authorization header, never in cookies, so credentials are not allowed.
 */
export function storefrontCors(storefrontOrigin: string): RequestHandler {
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    const allowed = origin === storefrontOrigin;
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', storefrontOrigin);
      res.setHeader('Access-Control-Expose-Headers', 'Link, X-Total-Count');
    }
    const preflight = req.method === 'OPTIONS' && origin !== undefined && req.headers['access-control-request-method'] !== undefined;
    if (!preflight) {
      next();
      return;
    }
    if (allowed) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.status(204).end();
  };
}
