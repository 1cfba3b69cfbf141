import { isRefusal, readRequestTarget } from './request-target';

/**
 * What the storefront's server tells browsers and the CDN about each page, decided on the path exactly as the router
 * reads it (`readRequestTarget`: decoded once, dot segments and escaped separators refused), so that however a page's
 * address is spelled, the page the router renders and the policy it is served with are the same page's:
 * - a page is kept by the CDN only when it is one of the public pages below, the same for every shopper; every other
 *   address (one shopper's own pages, an unknown or odd spelling, an error) is never stored;
 * - the browser's powerful features stay off, the payment feature on the pages that frame the card provider only.
 */

/** Hashed build assets: their name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The same page for every shopper, kept briefly (browsers and the CDN). */
export const PUBLIC_PAGE = 'public, max-age=60, stale-while-revalidate=300';
/** Never stored: what belongs to one shopper, and every error. */
export const PRIVATE = 'private, no-store';

/** The pages that are the same for every shopper (`:param` is one segment). What only the browser knows (the bag's
 * count, a stored search) fills in after hydration. */
export const PUBLIC_PAGES = [
  '/',
  '/shop-by',
  '/shop-by-price/step1',
  '/shop-by-price/step2',
  '/shop-by-size/step1',
  '/shop-by-shape/step1',
  '/compare-diamonds',
  '/product-details',
  '/product-details/:encodedId',
  '/ring-detail',
  '/ring-builder/:ringUrlKey',
  '/how-it-works',
  '/terms-conditions',
  '/privacy-policy',
  '/about',
  '/diamond_search',
  '/contact',
  '/contact-us',
  '/robots.txt',
  '/sitemap.xml',
] as const;

/** The pages of one shopper's own: the bag, the checkout, the account, passwords, the order received. */
export const PERSONAL_PAGES = [
  '/cart',
  '/register',
  '/new-client',
  '/account',
  '/account-markup',
  '/password-forgot',
  '/password-reset',
  '/password-change',
  '/shipping',
  '/billing',
  '/shipping-billing',
  '/order-review',
  '/cardholder',
  '/cardholder-review',
  '/order-received',
] as const;

/** The pages that frame the card provider's hosted fields. */
export const CARD_PAGES = ['/cardholder', '/cardholder-review'] as const;

/**
 * The page an address shows, as the router matches it: a client navigation's data request is its page's (`/cart.data`;
 * `/_.data` and `/cart/_.data` for an address with a trailing slash, read before decoding as the router reads them),
 * then decoded, in lower case (routes match in any case), without a trailing slash. Null when the address is one the
 * edge refuses.
 */
export function pagePathOf(rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf('?');
  let rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (rawPath.endsWith('/_.data')) rawPath = rawPath.slice(0, -'_.data'.length);
  else if (rawPath.endsWith('.data')) rawPath = rawPath.slice(0, -'.data'.length);
  const target = readRequestTarget(rawPath);
  if (isRefusal(target)) return null;
  const path = `/${target.segments.join('/')}`.toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

const matches = (pattern: string, path: string): boolean => {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return wanted.length === given.length && wanted.every((part, index) => (part.startsWith(':') ? given[index] !== '' : part.toLowerCase() === given[index]));
};

/** Whether the page at this address is the same for every shopper. */
export const isPublicPage = (rawUrl: string): boolean => {
  const path = pagePathOf(rawUrl);
  return path !== null && PUBLIC_PAGES.some((pattern) => matches(pattern, path));
};

/** The `Cache-Control` of a page's answer (HTML or its data) at `rawUrl` with HTTP `status`. */
export const cacheControlFor = (rawUrl: string, status: number): string => (status === 200 && isPublicPage(rawUrl) ? PUBLIC_PAGE : PRIVATE);

/** The browser features a page may use: none of camera, microphone and geolocation; payment only on the pages that
 * frame the card provider, for the shop and the provider's origin. */
export const permissionsPolicyFor = (rawUrl: string, cardProviderOrigins: readonly string[] = []): string => {
  const path = pagePathOf(rawUrl);
  const framesCards = path !== null && CARD_PAGES.some((page) => page === path);
  const payment = framesCards ? `(self${cardProviderOrigins.map((origin) => ` "${origin}"`).join('')})` : '()';
  return `camera=(), microphone=(), geolocation=(), payment=${payment}`;
};
