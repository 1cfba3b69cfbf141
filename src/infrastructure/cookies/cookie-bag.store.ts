import type { BagStore } from '../../application/kernel/bag.store.port';
import type { DiamondId } from '../../domain/diamond/diamond';
import { JsonStorage } from '../browser-storage/json-storage';
import { STORAGE_KEYS } from '../browser-storage/storage-keys';
import type { CookieAccess } from './cookie-access';
import { BAG_LIFETIME_SECONDS, SESSION_COOKIES } from './session-cookies';

const text = (value: string | null): string | null => (value !== null && value.trim() !== '' ? value : null);

/** The guest's bag and the diamond just chosen, in cookies the storefront's server reads (it renders the bag) and the
 * browser reads too (it names the cart in its calls to the store); the customer's cart id in the browser's session
 * storage only (spec section 3: kept for the browser session). */
export class CookieBagStore implements BagStore {
  readonly #session: JsonStorage;

  constructor(
    private readonly cookies: CookieAccess,
    session: Storage,
  ) {
    this.#session = new JsonStorage(session);
  }

  readGuestCartId = (): string | null => text(this.cookies.get(SESSION_COOKIES.guestCart));
  saveGuestCartId = (id: string): void => this.cookies.set(SESSION_COOKIES.guestCart, id, { maxAgeSeconds: BAG_LIFETIME_SECONDS });
  clearGuestCartId = (): void => this.cookies.remove(SESSION_COOKIES.guestCart);
  readDiamondId = (): DiamondId | null => text(this.cookies.get(SESSION_COOKIES.chosenDiamond));
  saveDiamondId = (id: DiamondId): void => this.cookies.set(SESSION_COOKIES.chosenDiamond, id, { maxAgeSeconds: BAG_LIFETIME_SECONDS });
  clearDiamondId = (): void => this.cookies.remove(SESSION_COOKIES.chosenDiamond);
  saveCustomerCartId = (id: string): void => this.#session.write(STORAGE_KEYS.customerCartId, id);
  clearCustomerCartId = (): void => this.#session.remove(STORAGE_KEYS.customerCartId);
}
