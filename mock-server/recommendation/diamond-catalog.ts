import type { DiamondWire as Diamond } from '../../contracts/recommendation';
import { createRecommendationEngine } from './engine/recommendation-engine';
import type { RecommendationEngine } from './engine/recommendation-engine';
import { indexOfDiamondId } from './inventory/diamond-ids';
import type { DiamondInventory } from './inventory/diamond-inventory';
import { toDiamond } from './inventory/diamond-json';
import { generateInventory } from './inventory/generate-inventory';
import { NO_UNAVAILABLE_STONES } from './engine/unavailable-stones';
import type { UnavailableStones } from './engine/unavailable-stones';
import { dealBasis } from './pricing/deal-basis';
import { prepareSimilarStones } from './pricing/similar-stones';

/** The seeded diamonds of a server and the engine over them. Immutable once built. */
export interface DiamondCatalog {
  readonly inventory: DiamondInventory;
  readonly engine: RecommendationEngine;
  /** The stone's index for a diamond id, −1 when no stone has it. O(1). */
  indexOf(id: string): number;
  /** The Diamond entity of a stone index. */
  diamond(index: number): Diamond;
  /** The Diamond entity of an id, undefined when no stone has it (the cart route looks stones up this way). */
  find(id: string): Diamond | undefined;
  /** The Diamond as the recommendation service answers it: with its deal block, among the stones still on sale
   * (`unavailable` left out of its similar stones). */
  offered(index: number, unavailable?: UnavailableStones): Diamond;
}

export function createDiamondCatalog(seed: number, count: number): DiamondCatalog {
  return catalogOf(generateInventory(seed, count));
}

/** The catalog of an inventory already generated (the benchmark times the two steps apart). */
export function catalogOf(inventory: DiamondInventory): DiamondCatalog {
  const engine = createRecommendationEngine(inventory);
  prepareSimilarStones(inventory);
  const indexOf = (id: string) => indexOfDiamondId(id, inventory.count);
  const diamond = (index: number) => toDiamond(inventory, index);
  return {
    inventory,
    engine,
    indexOf,
    diamond,
    find(id) {
      const index = indexOf(id);
      return index < 0 ? undefined : diamond(index);
    },
    offered: (index, unavailable = NO_UNAVAILABLE_STONES) => ({ ...diamond(index), deal: dealBasis(inventory, index, unavailable) }),
  };
}

/** Catalogs kept for reuse, most recent last. */
const recent = new Map<string, DiamondCatalog>();
const KEPT_CATALOGS = 2;

/**
 * The catalog of a seed and count, built at most once per process while it is among the last two asked for. A
 * catalog never changes, so servers of one process (the API tests, the cucumber World, which start dozens) can
 * share it instead of each spending the build time and memory; keeping only two bounds what a process holds.
 */
export function sharedDiamondCatalog(seed: number, count: number): DiamondCatalog {
  const key = `${seed}:${count}`;
  const catalog = recent.get(key) ?? createDiamondCatalog(seed, count);
  recent.delete(key);
  recent.set(key, catalog);
  for (const oldest of recent.keys()) {
    if (recent.size <= KEPT_CATALOGS) break;
    recent.delete(oldest);
  }
  return catalog;
}
