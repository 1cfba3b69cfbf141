import type { ShopByStep, ShopByStore } from '../../src/application/kernel/shop-by.store.port';
import type { Shape } from '../../src/domain/diamond/shapes';
import type { ShopByAction, ShopByQuery } from '../../src/domain/discovery/shop-by';

/** The guided search held in memory, for tests of use cases. */
export class InMemoryShopByStore implements ShopByStore {
  action: ShopByAction | null = null;
  step: ShopByStep | null = null;
  query: ShopByQuery | null = null;
  shapeFilter: Shape | null = null;

  readAction = () => this.action;
  saveAction = (action: ShopByAction) => void (this.action = action);
  readStep = () => this.step;
  saveStep = (step: ShopByStep) => void (this.step = step);
  readQuery = () => this.query;
  saveQuery = (query: ShopByQuery) => void (this.query = query);
  readShapeFilter = () => this.shapeFilter;
  saveShapeFilter = (shape: Shape) => void (this.shapeFilter = shape);
}
