import type { ServiceIdentifier } from 'inversify';

/** Where the browser keeps the customer's bearer token (local storage, spec section 6). */
export interface CustomerTokenStore {
  read(): string | null;
  save(token: string): void;
  clear(): void;
}
export const CustomerTokenStore = Symbol.for('CustomerTokenStore') as ServiceIdentifier<CustomerTokenStore>;
