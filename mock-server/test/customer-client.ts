import { expect } from 'vitest';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Calls of the store's customer REST API against a test server, for the customer, order and cart tests. */
export function customerClient(baseUrl: string) {
  const rest = `${baseUrl}/rest/V1`;
  const call = async (method: string, path: string, token?: string, body?: unknown): Promise<JsonAnswer> => {
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${rest}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return {
    rest,
    call,
    register: (email: string, password = 'Secret-123', names = { firstname: 'Ada', lastname: 'Lovelace' }) =>
      call('POST', '/customers', undefined, { customer: { email, ...names }, password }),
    signIn: (username: string, password: string) => call('POST', '/integration/customer/token', undefined, { username, password }),
    /** Registers (if needed) and signs in; returns the token. */
    async tokenFor(email: string, password = 'Secret-123'): Promise<string> {
      const registered = await this.register(email, password);
      expect([200, 400]).toContain(registered.status);
      const signedIn = await this.signIn(email, password);
      expect(signedIn.status).toBe(200);
      return signedIn.body as string;
    },
    me: (token?: string) => call('GET', '/customers/me', token),
  };
}

export type CustomerClient = ReturnType<typeof customerClient>;

/** The seeded demo account (docs/product-decisions.md). */
export const DEMO = { email: 'demo@loupe.test', password: 'Diamond2024!' } as const;

/** Magento's 401 for a wrong password, an unknown username and a locked account alike. */
export const signInIncorrect = {
  message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  parameters: [],
};

/** Magento's 401 for a `me`/`mine` route without a valid customer token. */
export const notAuthorizedSelf = { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } };

/** A valid US address as the storefront sends it. */
export const usAddress = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['12 Analytical Way'],
  city: 'Boston',
  region: { region_code: 'MA', region: 'Massachusetts', region_id: 32 },
  country_id: 'US',
  postcode: '02108',
  telephone: 6175550100,
  ...overrides,
});

/** Test servers hash passwords cheaply; production keeps scrypt's N = 2^14. */
export const TEST_HASH_COST = 1024;
