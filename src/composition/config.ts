/** Where the storefront finds its backends. In the browser, empty base URLs mean same-origin relative calls that the
 * storefront's server answers (it forwards them to the store and the providers); the browser's configuration is
 * read at build time from the `VITE_*` variables, and never holds a secret. The storefront's server reads its own
 * configuration at run time (`readServerConfig`), the recommendation service's credentials among it. */
export interface AppConfig {
  readonly storeUrl: string;
  readonly graphqlUrl: string;
  readonly recommendationUrl: string;
  /** The auth header object every recommendation call carries in its body; absent in the browser, whose calls go to
   * the storefront's server, which adds it. */
  readonly recommendationCredentials?: RecommendationCredentials;
  readonly cardProviderUrl: string;
  readonly financingUrl: string;
  /** The chat provider. In the browser always the storefront's own `/chat` (forwarded), so the page's
   * Content-Security-Policy (`connect-src 'self'`) covers its live stream. */
  readonly chatUrl: string;
  /** How many rings a page of /ring-detail lists (the spec leaves it to configuration). */
  readonly ringPageSize: number;
}

export interface RecommendationCredentials {
  readonly username: string;
  readonly password: string;
}

export type Env = Readonly<Record<string, string | boolean | undefined>>;

/** Where the browser reaches the recommendation service: the storefront's own forwarding route. */
export const RECOMMENDATION_PATH = '/recommendation';

const text = (value: string | boolean | undefined, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback;

/** A secret as configured, to the character (a trailing slash or space may belong to it); empty means unset. */
const secret = (value: string | boolean | undefined): string => (typeof value === 'string' ? value : '');

const positiveInteger = (value: string | boolean | undefined, fallback: number): number => {
  const parsed = typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** The browser's configuration, from the build's `VITE_*` variables. The recommendation service is always reached
 * through the storefront's own origin, without credentials: no variable of the build can put them in the bundle. */
export const readConfig = (env: Env): AppConfig => {
  const storeUrl = text(env.VITE_STORE_URL, '');
  return {
    storeUrl,
    graphqlUrl: text(env.VITE_GRAPHQL_URL, `${storeUrl}/graphql`),
    recommendationUrl: RECOMMENDATION_PATH,
    cardProviderUrl: text(env.VITE_CARD_PROVIDER_URL, '/card-provider'),
    financingUrl: text(env.VITE_FINANCING_URL, '/financing'),
    chatUrl: '/chat',
    ringPageSize: positiveInteger(env.VITE_RING_PAGE_SIZE, 9),
  };
};

/** Every service on one origin, e.g. the mock backend started by a test, which may sign in to the recommendation
 * service directly. */
export const configForOrigin = (origin: string, credentials?: RecommendationCredentials): AppConfig => ({
  storeUrl: origin,
  graphqlUrl: `${origin}/graphql`,
  recommendationUrl: `${origin}${RECOMMENDATION_PATH}`,
  ...(credentials ? { recommendationCredentials: { username: credentials.username, password: credentials.password } } : {}),
  cardProviderUrl: `${origin}/card-provider`,
  financingUrl: `${origin}/financing`,
  chatUrl: `${origin}/chat`,
  ringPageSize: 9,
});

/** The storefront server's configuration: it reaches the store and the providers directly (absolute URLs), from
 * server-only variables (`STORE_URL`, `GRAPHQL_URL`, `RECOMMENDATION_URL`, `RECOMMENDATION_USERNAME`,
 * `RECOMMENDATION_PASSWORD`, `CARD_PROVIDER_URL`, `FINANCING_URL`, `CHAT_URL`, `RING_PAGE_SIZE`), falling back to the mock
 * backend (`MOCK_URL`, or `MOCK_PORT` on this host). The credentials are read here only. */
export const readServerConfig = (env: Env): AppConfig => {
  const backend = text(env.MOCK_URL, `http://localhost:${text(env.MOCK_PORT, '3001')}`);
  const storeUrl = text(env.STORE_URL, backend);
  const username = secret(env.RECOMMENDATION_USERNAME);
  const password = secret(env.RECOMMENDATION_PASSWORD);
  return {
    storeUrl,
    graphqlUrl: text(env.GRAPHQL_URL, `${storeUrl}/graphql`),
    recommendationUrl: text(env.RECOMMENDATION_URL, `${backend}${RECOMMENDATION_PATH}`),
    ...(username || password ? { recommendationCredentials: { username, password } } : {}),
    cardProviderUrl: text(env.CARD_PROVIDER_URL, `${backend}/card-provider`),
    financingUrl: text(env.FINANCING_URL, `${backend}/financing`),
    chatUrl: text(env.CHAT_URL, `${backend}/chat`),
    ringPageSize: positiveInteger(env.RING_PAGE_SIZE ?? env.VITE_RING_PAGE_SIZE, 9),
  };
};
