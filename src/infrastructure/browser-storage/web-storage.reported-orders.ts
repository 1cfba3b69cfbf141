import type { ReportedOrders } from '../../application/checkout/reported-orders.port';
import { JsonStorage } from './json-storage';
import { STORAGE_KEYS } from './storage-keys';

const isOrderList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** The reported order numbers in local storage, where a reload and another tab of the shop find them; a value that
 * is not a list of order numbers reads as none. A storage that refuses the write (full, or switched off) leaves the
 * list as it was. */
export class WebStorageReportedOrders implements ReportedOrders {
  readonly #storage: JsonStorage;

  constructor(storage: Storage) {
    this.#storage = new JsonStorage(storage);
  }

  read(): readonly string[] {
    return this.#storage.read(STORAGE_KEYS.reportedOrders, isOrderList) ?? [];
  }

  write(orderNumbers: readonly string[]): void {
    try {
      this.#storage.write(STORAGE_KEYS.reportedOrders, orderNumbers);
    } catch {
      // Nothing more to do: the purchase was reported, and only a later reload could report it again.
    }
  }
}
