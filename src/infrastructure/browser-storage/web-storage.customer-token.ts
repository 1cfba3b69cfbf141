import type { CustomerTokenStore } from '../../application/account/customer-token.store.port';
import { JsonStorage } from './json-storage';
import { STORAGE_KEYS } from './storage-keys';

const isToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9._-]{16,}$/.test(value);

/** The signed-in customer's bearer token, kept in local storage (spec section 6). */
export class WebStorageCustomerToken implements CustomerTokenStore {
  readonly #storage: JsonStorage;

  constructor(storage: Storage) {
    this.#storage = new JsonStorage(storage);
  }

  read = (): string | null => this.#storage.read(STORAGE_KEYS.authHeader, isToken);
  save = (token: string): void => this.#storage.write(STORAGE_KEYS.authHeader, token);
  clear = (): void => this.#storage.remove(STORAGE_KEYS.authHeader);
}
