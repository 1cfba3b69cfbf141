import type { ServiceIdentifier } from 'inversify';
import type { Shape } from '../../domain/diamond/shapes';
import type { ShopByAction, ShopByQuery } from '../../domain/discovery/shop-by';

/** How far a shopper has come in a guided flow ('search-builder state'). */
export type ShopByStep = 'step1' | 'step2';

/** Remembers the guided search between pages and visits (local storage in the browser). */
export interface ShopByStore {
  readAction(): ShopByAction | null;
  saveAction(action: ShopByAction): void;
  readStep(): ShopByStep | null;
  saveStep(step: ShopByStep): void;
  readQuery(): ShopByQuery | null;
  saveQuery(query: ShopByQuery): void;
  readShapeFilter(): Shape | null;
  saveShapeFilter(shape: Shape): void;
}
export const ShopByStore = Symbol.for('ShopByStore') as ServiceIdentifier<ShopByStore>;
