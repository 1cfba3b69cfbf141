import type { ServiceIdentifier } from 'inversify';
import type { DiamondId } from '../../domain/diamond/diamond';

/** Where the browser remembers its bag between pages: the guest cart id and the diamond just chosen. */
export interface BagStore {
  readGuestCartId(): string | null;
  saveGuestCartId(id: string): void;
  clearGuestCartId(): void;
  readDiamondId(): DiamondId | null;
  saveDiamondId(id: DiamondId): void;
  clearDiamondId(): void;
  /** The signed-in customer's cart id, kept for the browser session only (spec section 3). */
  saveCustomerCartId(id: string): void;
  clearCustomerCartId(): void;
}
export const BagStore = Symbol.for('BagStore') as ServiceIdentifier<BagStore>;
