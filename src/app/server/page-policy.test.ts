import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { CARD_PAGES, cacheControlFor, isPublicPage, PERSONAL_PAGES, permissionsPolicyFor, PRIVATE, PUBLIC_PAGE, PUBLIC_PAGES } from './page-policy';
import { isRefusal, readRequestTarget } from './request-target';

interface ConfigEntry {
  readonly path?: string;
  readonly file: string;
  readonly id?: string;
  readonly children?: readonly ConfigEntry[];
}

/** The app's route table as the router matches it. */
const toRouteObjects = (entries: readonly ConfigEntry[]): RouteObject[] =>
  entries.map((entry, index) => ({
    id: entry.id ?? `${entry.file}#${index}`,
    ...(entry.path !== undefined ? { path: entry.path } : {}),
    ...(entry.children ? { children: toRouteObjects(entry.children) } : {}),
  })) as RouteObject[];
const ROUTES = toRouteObjects(routes as unknown as ConfigEntry[]);
const leafPaths = (entries: readonly ConfigEntry[]): string[] => entries.flatMap((entry) => (entry.children ? leafPaths(entry.children) : entry.path !== undefined ? [entry.path] : []));
/** Every page of the shop (not the forwarding of the recommendation calls nor the session calls, not the unknown-address page). */
const PAGES = leafPaths(routes as unknown as ConfigEntry[]).filter((path) => path !== '*' && !path.startsWith('/recommendation') && !path.startsWith('/session'));

/** The page the router renders for a raw request target, as the server's request handler reads it (React Router 8's
 * data requests): the URL parsed whole (its dot segments resolved), a data request answered for its page, then
 * matched (decoded) case-insensitively. */
const routedPage = (raw: string): string | null => {
  const url = new URL(`http://shop.test${raw}`);
  let pathname = url.pathname;
  if (pathname.endsWith('/_.data')) pathname = pathname.replace(/_\.data$/, '');
  else pathname = pathname.replace(/\.data$/, '');
  const matched = matchRoutes(ROUTES, pathname);
  const leaf = matched?.[matched.length - 1]?.route.path;
  return leaf === undefined || leaf === '*' ? null : leaf;
};

describe('which pages a CDN may keep', () => {
  it('names every page of the shop exactly once, as public or as one shopper’s own', () => {
    for (const path of PAGES) {
      const classes = [PUBLIC_PAGES.some((page) => page === path), PERSONAL_PAGES.some((page) => page === path)];
      expect(classes.filter(Boolean), path).toHaveLength(1);
    }
    expect([...PUBLIC_PAGES, ...PERSONAL_PAGES].sort()).toEqual([...PAGES].sort());
  });

  it('keeps public pages for a minute, then serves them stale while it fetches a fresh one', () => {
    for (const path of ['/', '/how-it-works', '/ring-detail', '/ring-builder/solitaire', '/shop-by-price/step2?price_total_from=1', '/product-details/MTAwMDgwMzQx', '/terms-conditions', '/sitemap.xml', '/_.data', '/ring-detail.data', '/ring-detail/_.data'])
      expect(cacheControlFor(path, 200), path).toBe(PUBLIC_PAGE);
  });

  it('never stores a personal page, nor its data, however its address is spelled', () => {
    for (const path of [...PERSONAL_PAGES, '/cart.data', '/cart/_.data', '/cart/', '/Account', '/%63art', '/%63%61%72%74', '/CART.data', '/c%61rt/', '/%43art', '/account%2Dmarkup', '/cardholder-review//'])
      expect(cacheControlFor(path, 200), path).toBe(PRIVATE);
  });

  it('never stores an address it does not read one way only, nor an unknown page', () => {
    for (const path of ['/x/../cart', '/./cart', '/%2e/cart', '/cart/%2e%2e/', '//cart', '/cart%2f', '/product-details/a/b', '/no-such-page', '/recommendation/x'])
      expect(cacheControlFor(path, 200), path).toBe(PRIVATE);
  });

  it('never stores an error, a missing page or a redirect, whatever the address', () => {
    for (const status of [404, 500, 502, 503, 302]) expect(cacheControlFor('/product-details/bm8tc3VjaC1zdG9uZQ', status)).toBe(PRIVATE);
  });

  it('a public page whose address merely starts like a personal one stays public, and the reverse', () => {
    expect(cacheControlFor('/ring-builder/cartier', 200)).toBe(PUBLIC_PAGE);
    expect(cacheControlFor('/cartier-rings', 200)).toBe(PRIVATE);
  });

  it('decides on the page the router renders: a generated spelling of any page is public exactly when the router renders a public page for it', () => {
    const sample = (path: string) => path.replace(/:[A-Za-z]+/g, 'MTAwMDgwMzQx').replace(/\*$/, 'x');
    const escapeChar = (char: string, upper: boolean) => {
      const escaped = encodeURIComponent(char) === char ? `%${char.charCodeAt(0).toString(16).padStart(2, '0')}` : encodeURIComponent(char);
      return upper ? escaped.toUpperCase() : escaped.toLowerCase();
    };
    const spelling = fc
      .record({
        path: fc.constantFrom(...PAGES, '/no-such-page', '/recommendation/x'),
        escapes: fc.array(fc.nat(), { maxLength: 4 }),
        upperEscapes: fc.boolean(),
        flips: fc.array(fc.nat(), { maxLength: 4 }),
        dots: fc.constantFrom('', '/.', '/x/..', '/%2e', '/%2E%2E', '/x/%2e%2e'),
        dotAt: fc.nat(),
        slashes: fc.constantFrom('', '/', '//'),
        doubleSlashAt: fc.option(fc.nat(), { nil: undefined }),
        data: fc.constantFrom('', '.data', '/_.data'),
        query: fc.constantFrom('', '?page=2', '?a=%2e%2e'),
      })
      .map(({ path, escapes, upperEscapes, flips, dots, dotAt, slashes, doubleSlashAt, data, query }) => {
        const chars = [...sample(path)];
        for (const at of flips) {
          const index = at % chars.length;
          chars[index] = chars[index]!.toUpperCase() === chars[index] ? chars[index]!.toLowerCase() : chars[index]!.toUpperCase();
        }
        for (const at of escapes) {
          const index = at % chars.length;
          if (chars[index] !== '/') chars[index] = escapeChar(chars[index]!, upperEscapes);
        }
        let spelled = chars.join('');
        const slashAt = [...spelled].flatMap((char, index) => (char === '/' ? [index] : []));
        const insertAt = slashAt[dotAt % slashAt.length] ?? 0;
        spelled = `${spelled.slice(0, insertAt)}${dots}${spelled.slice(insertAt)}`;
        if (doubleSlashAt !== undefined) {
          const slashes = [...spelled].flatMap((char, index) => (char === '/' ? [index] : []));
          const at = slashes[doubleSlashAt % slashes.length] ?? 0;
          spelled = `${spelled.slice(0, at)}/${spelled.slice(at)}`;
        }
        return `${spelled}${spelled === '/' || data === '/_.data' ? '' : slashes}${data}${query}`.replace(/\/\/_\.data/, '/_.data');
      });
    fc.assert(
      fc.property(spelling, (raw) => {
        const routed = routedPage(raw);
        const readable = !isRefusal(readRequestTarget(raw));
        const routedPublic = routed !== null && PUBLIC_PAGES.some((page) => page === routed);
        // A public answer only for a page the router renders as public; a spelling the edge refuses is never public.
        if (isPublicPage(raw)) expect(routedPublic, raw).toBe(true);
        if (readable) expect(isPublicPage(raw), raw).toBe(routedPublic);
        else expect(isPublicPage(raw), raw).toBe(false);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('the browser features a page may use', () => {
  it('turns camera, microphone, geolocation and payment off on every page', () => {
    for (const path of ['/', '/cart', '/product-details/MTAw', '/shipping-billing', '/order-received'])
      expect(permissionsPolicyFor(path, ['https://cards.example'])).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  });

  it('lets the card pages, however spelled, use payment for the shop and the card provider only', () => {
    for (const path of [...CARD_PAGES, '/Cardholder', '/cardholder-review/', '/%63ardholder'])
      expect(permissionsPolicyFor(path, ['https://cards.example'])).toBe('camera=(), microphone=(), geolocation=(), payment=(self "https://cards.example")');
    expect(permissionsPolicyFor('/cardholder')).toBe('camera=(), microphone=(), geolocation=(), payment=(self)');
  });
});
