// The Content-Security-Policy of the storefront's production build, derived from the configuration the app reads
// (the VITE_* variables of src/composition/config.ts, read here by the same rules: an empty value means the
// default, trailing slashes do not count), so that pointing the app at other backends updates the policy. Plain
// JavaScript without imports, so that vite.config.ts can load it as it is.

/** The backend URLs the app is configured with (`readConfig`'s defaults: relative, same origin). */
function backendUrls(env) {
  const text = (value, fallback) => (typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback);
  const storeUrl = text(env.VITE_STORE_URL, '');
  return {
    storeUrl,
    graphqlUrl: text(env.VITE_GRAPHQL_URL, `${storeUrl}/graphql`),
    // The browser reaches the recommendation service through the storefront's own route: only the pictures it
    // links to may come from its origin (the server's RECOMMENDATION_URL, when absolute).
    recommendationUrl: text(env.RECOMMENDATION_URL, '/recommendation'),
    cardProviderUrl: text(env.VITE_CARD_PROVIDER_URL, '/card-provider'),
    financingUrl: text(env.VITE_FINANCING_URL, '/financing'),
  };
}

/** The distinct http(s) origins of the absolute URLs among `urls`; a relative URL is the shop's own origin. */
function originsOf(urls) {
  const origins = urls.flatMap((url) => {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? [parsed.origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * - scripts: the build's own modules only (no inline script, no eval);
 * - styles: the build's stylesheets and inline styles (Mantine writes `style` attributes and a `<style>` element of
 *   CSS variables; index.html paints its header with an inline `<style>`);
 * - images: same origin (`/media`, proxied), `data:` URIs, and the store's and the recommendation service's origins
 *   when absolute (the pictures they link to);
 * - connections: same origin (relative backend URLs are proxied, the recommendation service's calls forwarded by the
 *   storefront's server) and every absolute backend origin the browser calls;
 * - frames: same origin plus the card provider's and the financing provider's origins when absolute (the hosted card
 *   fields and the financing page are framed at checkout); the shop itself may not be framed (`frame-ancestors`);
 * - no plugins, no `<base>` elsewhere, forms post to the shop only.
 */
export function contentSecurityPolicy(env, { nonce } = {}) {
  const urls = backendUrls(env);
  const directives = [
    ['default-src', ["'self'"]],
    // The server-rendered page hydrates through inline scripts that carry this response's nonce.
    ['script-src', ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...originsOf([urls.storeUrl, urls.recommendationUrl])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...originsOf([urls.storeUrl, urls.graphqlUrl, urls.cardProviderUrl, urls.financingUrl])]],
    ['frame-src', ["'self'", ...originsOf([urls.cardProviderUrl, urls.financingUrl])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers the production preview server (and, in production, the CDN) sends with the shop's pages and assets. */
export function securityHeaders(env, { nonce } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, { nonce }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}
