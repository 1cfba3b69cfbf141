import { seededFaker } from '../seed/seeded-faker';
import { buildRingCatalog } from './build-ring-catalog';
import type { CatalogProduct } from './catalog-product';

/**
 * The store's product catalogue (the rings): derived from the seed at start and never written to the data file,
 * like the diamonds, because nothing changes it. Lookups by sku ignore case, as Magento's (MySQL) sku lookup does.
 */
export class RingCatalog {
  readonly #bySku = new Map<string, CatalogProduct>();
  readonly #byId = new Map<number, CatalogProduct>();

  constructor(readonly products: readonly CatalogProduct[]) {
    for (const product of products) {
      this.#bySku.set(product.sku.toLowerCase(), product);
      this.#byId.set(product.id, product);
    }
  }

  bySku(sku: string): CatalogProduct | undefined {
    return this.#bySku.get(sku.trim().toLowerCase());
  }

  byId(id: number): CatalogProduct | undefined {
    return this.#byId.get(id);
  }

  /** A configurable product's variants, in catalogue order. */
  variantsOf(product: CatalogProduct): CatalogProduct[] {
    return (product.configurable?.childIds ?? []).flatMap((id) => this.#byId.get(id) ?? []);
  }

  /** A variant's design. */
  parentOf(product: CatalogProduct): CatalogProduct | undefined {
    return product.variant ? this.#byId.get(product.variant.parentId) : undefined;
  }
}

const shared = new Map<number, RingCatalog>();

/** One catalogue per seed and process: servers of one process with the same seed share it. */
export function sharedRingCatalog(seed: number): RingCatalog {
  let catalog = shared.get(seed);
  if (!catalog) {
    catalog = new RingCatalog(buildRingCatalog(seededFaker(seed, 'ring-catalog')));
    shared.set(seed, catalog);
  }
  return catalog;
}
