import type { BagStore } from '../../application/bag/cart.repository.port';
import type { DiamondId } from '../../domain/diamond/diamond';
import { JsonStorage } from './json-storage';
import { STORAGE_KEYS } from './storage-keys';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The guest cart id and the chosen diamond id, in local storage under the spec's keys. */
export class WebStorageBagStore implements BagStore {
  readonly #storage: JsonStorage;

  constructor(storage: Storage) {
    this.#storage = new JsonStorage(storage);
  }

  readGuestCartId = (): string | null => this.#storage.read(STORAGE_KEYS.guestCartId, isText);
  saveGuestCartId = (id: string): void => this.#storage.write(STORAGE_KEYS.guestCartId, id);
  clearGuestCartId = (): void => this.#storage.remove(STORAGE_KEYS.guestCartId);
  readDiamondId = (): DiamondId | null => this.#storage.read(STORAGE_KEYS.diamondId, isText);
  saveDiamondId = (id: DiamondId): void => this.#storage.write(STORAGE_KEYS.diamondId, id);
  clearDiamondId = (): void => this.#storage.remove(STORAGE_KEYS.diamondId);
}
