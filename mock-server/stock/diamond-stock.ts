import type { MockDatabase } from '../db/mock-database';
import type { DeepReadonly, JsonFileStore } from '../persistence/json-file-store';
import type { DiamondCatalog } from '../recommendation/diamond-catalog';
import type { UnavailableStones } from '../recommendation/engine/unavailable-stones';

/** The stones an order holds, by stone index: what the recommendation engine leaves out at query time. */
export type SoldStones = UnavailableStones;

/**
 * One stone, one sale (docs/architecture.md, "Stock of one-of-a-kind stones"). A diamond is sold once an order holds
 * it; the orders in the data file are the only record, so a restart keeps the stock and a control reset (which puts
 * the seeded orders back) restores it. The store's cart and checkout and the recommendation service read the same
 * state here, as a real deployment's store stock feeds the recommendation service.
 *
 * The set is kept in memory and brought up to date on read: orders are only ever appended, so only new ones are
 * looked at; a replaced orders list (a reset) starts it again. Reading it costs nothing when no order was placed.
 */
export interface DiamondStock {
  /** The sold stones as the recommendation engine filters them. */
  sold(): SoldStones;
  /** Whether an order holds the diamond of this id (false for any other sku). */
  isSold(diamondId: string): boolean;
  /** The cart's diamonds that an order already holds, in `data` as it is inside a `store.update`. */
  soldIn(data: DeepReadonly<MockDatabase>, skus: readonly string[]): string[];
}

export function createDiamondStock(store: Pick<JsonFileStore<MockDatabase>, 'data'>, diamonds: Pick<DiamondCatalog, 'indexOf'>): DiamondStock {
  let seenOrders: DeepReadonly<MockDatabase>['orders'] | null = null;
  let seenCount = 0;
  let soldSet = new Set<number>();
  let soldList: number[] | null = [];

  const refresh = (orders: DeepReadonly<MockDatabase>['orders']): void => {
    if (orders !== seenOrders) {
      seenOrders = orders;
      seenCount = 0;
      soldSet = new Set();
      soldList = [];
    }
    for (; seenCount < orders.length; seenCount++) {
      for (const item of orders[seenCount]!.items) {
        const stone = diamonds.indexOf(item.sku);
        if (stone >= 0 && !soldSet.has(stone)) {
          soldSet.add(stone);
          soldList = null;
        }
      }
    }
  };

  const sold = (): SoldStones => {
    refresh(store.data.orders);
    const set = soldSet;
    soldList ??= [...set].sort((a, b) => a - b);
    return { size: set.size, has: (stone) => set.has(stone), stones: soldList };
  };

  return {
    sold,
    isSold(diamondId) {
      const stone = diamonds.indexOf(diamondId);
      return stone >= 0 && sold().has(stone);
    },
    soldIn(data, skus) {
      refresh(data.orders);
      return skus.filter((sku) => {
        const stone = diamonds.indexOf(sku);
        return stone >= 0 && soldSet.has(stone);
      });
    },
  };
}
