// What the storefront's server tells browsers and the CDN about keeping its answers (`Cache-Control`), by class:
// - hashed assets (`/assets/*`, a new name for every new content): a year, immutable (set where they are served);
// - public pages (the same HTML for every shopper: the frame of what only the browser knows fills in after
//   hydration): a minute, then served stale while the CDN fetches a fresh one;
// - personal pages (the bag, checkout, account, passwords, the order received) and every answer that is not a
//   page (an error, a 404, a redirect): never stored anywhere.

/** Hashed build assets: their name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The same page for every shopper, kept briefly (browsers and the CDN). */
export const PUBLIC_PAGE = 'public, max-age=60, stale-while-revalidate=300';
/** Never stored: what belongs to one shopper, and every error. */
export const PRIVATE = 'private, no-store';

/** The addresses whose pages belong to one shopper (the page and everything under it). */
export const PERSONAL_PATHS = [
  '/cart',
  '/checkout',
  '/billing',
  '/shipping',
  '/shipping-billing',
  '/order-review',
  '/cardholder',
  '/cardholder-review',
  '/order-received',
  '/account',
  '/account-markup',
  '/register',
  '/new-client',
  '/password-forgot',
  '/password-reset',
  '/password-change',
];

/** The page an address shows: a client navigation's data request (`/cart.data`) is the page's own. */
const pageOf = (pathname) => pathname.replace(/\.data$/, '').replace(/(.)\/+$/, '$1').toLowerCase();

/** The `Cache-Control` of a page's answer (HTML or its data) at `pathname` with HTTP `status`. */
export function cacheControlFor(pathname, status) {
  if (status !== 200) return PRIVATE;
  const page = pageOf(pathname);
  return PERSONAL_PATHS.some((path) => page === path || page.startsWith(`${path}/`)) ? PRIVATE : PUBLIC_PAGE;
}

/** Express middleware for the pages: sets their `Cache-Control` once their status is known. A public answer the
 * framework already gave one (its route manifest, keyed by the build's version) keeps its own. */
export function pageCacheHeaders(req, res, next) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithCacheControl(status, ...rest) {
    const policy = cacheControlFor(req.path, typeof status === 'number' ? status : res.statusCode);
    if (policy === PRIVATE || !res.getHeader('Cache-Control')) res.setHeader('Cache-Control', policy);
    return writeHead.call(this, status, ...rest);
  };
  next();
}
