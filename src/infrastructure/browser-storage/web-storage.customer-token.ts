import { JsonStorage } from './json-storage';
import { STORAGE_KEYS } from './storage-keys';

const isToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9._-]{16,}$/.test(value);

/** The signed-in customer's bearer token, kept in local storage (spec section 6). */
export class WebStorageCustomerToken {
  readonly #storage: JsonStorage;

  constructor(storage: Storage) {
    this.#storage = new JsonStorage(storage);
  }

  read = (): string | null => this.#storage.read(STORAGE_KEYS.authHeader, isToken);
}
