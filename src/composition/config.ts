/** Where the storefront finds its backends. Empty base URLs mean same-origin relative calls, which the dev and
 * preview servers proxy to the mock backend; point them at a real Magento 2.4 store and recommendation service
 * with the VITE_* variables at build time. */
export interface AppConfig {
  readonly storeUrl: string;
  readonly graphqlUrl: string;
  readonly recommendationUrl: string;
  /** The auth header object every recommendation call carries in its body. */
  readonly recommendationCredentials: { readonly username: string; readonly password: string };
  readonly cardProviderUrl: string;
  readonly financingUrl: string;
  /** How many rings a page of /ring-detail lists (the spec leaves it to configuration). */
  readonly ringPageSize: number;
}

export type Env = Readonly<Record<string, string | boolean | undefined>>;

const text = (value: string | boolean | undefined, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback;

const positiveInteger = (value: string | boolean | undefined, fallback: number): number => {
  const parsed = typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export const readConfig = (env: Env): AppConfig => {
  const storeUrl = text(env.VITE_STORE_URL, '');
  return {
    storeUrl,
    graphqlUrl: text(env.VITE_GRAPHQL_URL, `${storeUrl}/graphql`),
    recommendationUrl: text(env.VITE_RECOMMENDATION_URL, '/recommendation'),
    recommendationCredentials: {
      username: text(env.VITE_RECOMMENDATION_USERNAME, ''),
      password: text(env.VITE_RECOMMENDATION_PASSWORD, ''),
    },
    cardProviderUrl: text(env.VITE_CARD_PROVIDER_URL, '/card-provider'),
    financingUrl: text(env.VITE_FINANCING_URL, '/financing'),
    ringPageSize: positiveInteger(env.VITE_RING_PAGE_SIZE, 9),
  };
};

/** Every service on one origin, e.g. the mock backend started by a test. */
export const configForOrigin = (origin: string, credentials = { username: '', password: '' }): AppConfig =>
  readConfig({
    VITE_STORE_URL: origin,
    VITE_RECOMMENDATION_URL: `${origin}/recommendation`,
    VITE_RECOMMENDATION_USERNAME: credentials.username,
    VITE_RECOMMENDATION_PASSWORD: credentials.password,
    VITE_CARD_PROVIDER_URL: `${origin}/card-provider`,
    VITE_FINANCING_URL: `${origin}/financing`,
  });

/** The storefront server's configuration: it reaches the store and the providers directly (absolute URLs), from
 * server-only variables (`STORE_URL`, `RECOMMENDATION_URL`, …), falling back to the mock backend (`MOCK_URL`, or
 * `MOCK_PORT` on this host). */
export const readServerConfig = (env: Env): AppConfig => {
  const backend = text(env.MOCK_URL, `http://localhost:${text(env.MOCK_PORT, '3001')}`);
  const storeUrl = text(env.STORE_URL, backend);
  return readConfig({
    ...env,
    VITE_STORE_URL: storeUrl,
    VITE_GRAPHQL_URL: text(env.GRAPHQL_URL, `${storeUrl}/graphql`),
    VITE_RECOMMENDATION_URL: text(env.RECOMMENDATION_URL, `${backend}/recommendation`),
    VITE_RECOMMENDATION_USERNAME: text(env.RECOMMENDATION_USERNAME, text(env.VITE_RECOMMENDATION_USERNAME, '')),
    VITE_RECOMMENDATION_PASSWORD: text(env.RECOMMENDATION_PASSWORD, text(env.VITE_RECOMMENDATION_PASSWORD, '')),
    VITE_CARD_PROVIDER_URL: text(env.CARD_PROVIDER_URL, `${backend}/card-provider`),
    VITE_FINANCING_URL: text(env.FINANCING_URL, `${backend}/financing`),
    VITE_RING_PAGE_SIZE: env.RING_PAGE_SIZE ?? env.VITE_RING_PAGE_SIZE,
  });
};
