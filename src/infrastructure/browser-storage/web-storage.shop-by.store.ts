import type { ShopByStep, ShopByStore } from '../../application/kernel/shop-by.store.port';
import { isShape, type Shape } from '../../domain/diamond/shapes';
import { SHOP_BY_ACTIONS, type ShopByAction, type ShopByQuery } from '../../domain/discovery/shop-by';
import { JsonStorage } from './json-storage';
import { STORAGE_KEYS } from './storage-keys';

const isAction = (value: unknown): value is ShopByAction => SHOP_BY_ACTIONS.includes(value as ShopByAction);
const isStep = (value: unknown): value is ShopByStep => value === 'step1' || value === 'step2';
const isOptionalNumber = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isFinite(value));

const isQuery = (value: unknown): value is ShopByQuery => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const query = value as Record<string, unknown>;
  return (
    isOptionalNumber(query.price_total_from) &&
    isOptionalNumber(query.price_total_to) &&
    isOptionalNumber(query.size_from) &&
    isOptionalNumber(query.size_to) &&
    (query.shapes === undefined || (Array.isArray(query.shapes) && query.shapes.every(isShape))) &&
    (query.shape === undefined || isShape(query.shape)) &&
    (query.attr === undefined || isAction(query.attr))
  );
};

/** The guided search kept in local storage under the spec's keys. */
export class WebStorageShopByStore implements ShopByStore {
  readonly #storage: JsonStorage;

  constructor(storage: Storage) {
    this.#storage = new JsonStorage(storage);
  }

  readAction(): ShopByAction | null {
    return this.#storage.read(STORAGE_KEYS.shopByAction, isAction);
  }

  saveAction(action: ShopByAction): void {
    this.#storage.write(STORAGE_KEYS.shopByAction, action);
  }

  readStep(): ShopByStep | null {
    return this.#storage.read(STORAGE_KEYS.shopByState, isStep);
  }

  saveStep(step: ShopByStep): void {
    this.#storage.write(STORAGE_KEYS.shopByState, step);
  }

  readQuery(): ShopByQuery | null {
    return this.#storage.read(STORAGE_KEYS.query, isQuery);
  }

  saveQuery(query: ShopByQuery): void {
    this.#storage.write(STORAGE_KEYS.query, query);
  }

  readShapeFilter(): Shape | null {
    return this.#storage.read(STORAGE_KEYS.shapeFilter, isShape);
  }

  saveShapeFilter(shape: Shape): void {
    this.#storage.write(STORAGE_KEYS.shapeFilter, shape);
  }
}
