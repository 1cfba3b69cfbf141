/** The headers a request carries, from a web Request or Node's IncomingMessage. */
type HeaderValue = string | string[] | undefined | null;
const first = (value: HeaderValue): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

/**
 * Whether a request came from another site: its browser says so (`Sec-Fetch-Site: cross-site` or `same-site`, a
 * neighbouring subdomain being another party too), or it names an origin that is not the shop's. A request that says
 * neither (a client other than a browser) carries no shopper's cookies it did not set itself. The shopper's session
 * lives in cookies, so a request that changes something (a POST, PUT, DELETE) is refused when it comes from another
 * site: cookies bring no cross-site request forgery.
 */
export function fromAnotherSite(header: (name: string) => HeaderValue, shopOrigin: string): boolean {
  const fetchSite = first(header('sec-fetch-site'));
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = first(header('origin'));
  return origin !== null && origin !== shopOrigin;
}

/** The methods that change something. */
export const changesSomething = (method: string | undefined): boolean => !['GET', 'HEAD', 'OPTIONS'].includes((method ?? 'GET').toUpperCase());
