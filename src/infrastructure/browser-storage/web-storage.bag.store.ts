import type { BagStore } from '../../application/bag/bag.store.port';
import type { DiamondId } from '../../domain/diamond/diamond';
import { JsonStorage } from './json-storage';
import { STORAGE_KEYS } from './storage-keys';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The guest cart id and the chosen diamond id in local storage, the customer's cart id in session storage, under
 * the spec's keys. */
export class WebStorageBagStore implements BagStore {
  readonly #storage: JsonStorage;

  readonly #session: JsonStorage;

  constructor(storage: Storage, session: Storage) {
    this.#storage = new JsonStorage(storage);
    this.#session = new JsonStorage(session);
  }

  readGuestCartId = (): string | null => this.#storage.read(STORAGE_KEYS.guestCartId, isText);
  saveGuestCartId = (id: string): void => this.#storage.write(STORAGE_KEYS.guestCartId, id);
  clearGuestCartId = (): void => this.#storage.remove(STORAGE_KEYS.guestCartId);
  readDiamondId = (): DiamondId | null => this.#storage.read(STORAGE_KEYS.diamondId, isText);
  saveDiamondId = (id: DiamondId): void => this.#storage.write(STORAGE_KEYS.diamondId, id);
  clearDiamondId = (): void => this.#storage.remove(STORAGE_KEYS.diamondId);
  saveCustomerCartId = (id: string): void => this.#session.write(STORAGE_KEYS.customerCartId, id);
  clearCustomerCartId = (): void => this.#session.remove(STORAGE_KEYS.customerCartId);
}
