import type { CustomerTokenStore } from '../../src/application/kernel/customer-token.store.port';

/** The customer's sign-in held in memory, for tests that play the storefront's server (where the token is read). */
export class InMemoryCustomerToken implements CustomerTokenStore {
  token: string | null = null;

  held = (): boolean => this.token !== null;
  read = (): string | null => this.token;
  save = (token: string): void => {
    this.token = token;
  };
  clear = (): void => {
    this.token = null;
  };
}
