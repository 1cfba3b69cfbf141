import type { MockDatabase } from '../db/mock-database';
import { HttpError } from '../http/http-error';
import type { DeepReadonly } from '../persistence/json-file-store';
import type { DiamondStock } from './diamond-stock';

/** Magento 2.4's stock answers for a product nobody can buy any more (a sold stone). */
export const stockErrors = {
  /** `Quote::addProduct` for a product that is not salable (out of stock). */
  notSalable: () => new HttpError(400, 'Product that you are trying to add is not available.'),
  /** Inventory (MSI) at order placement, when the item's sources hold no stock; GraphQL's placeOrder prefixes it
   * with "Unable to place order: ". */
  noSourceItemsInStock: () => new HttpError(400, 'There are no source items with the in stock status'),
} as const;

/** Adding a product to a cart: a sold stone is refused; any other sku is left to the cart's own rules. */
export function requireInStock(stock: DiamondStock, sku: string): void {
  if (stock.isSold(sku)) throw stockErrors.notSalable();
}

/**
 * Reserve the stones of this cart or refuse: every path that places an order (the REST card checkout, GraphQL's
 * placeOrder) calls this inside the same synchronous `store.update` callback that then writes the order, before
 * the payment is used up. Callbacks never interleave, so of two shoppers paying for one stone the first one's order
 * holds it when the second is checked: exactly one order, and the second cart stays as it was (active, its items
 * kept) with Magento's out-of-stock answer.
 */
export function reserveCartStones(stock: DiamondStock, data: DeepReadonly<MockDatabase>, cart: { readonly items: readonly { readonly sku: string }[] }): void {
  if (stock.soldIn(data, cart.items.map((item) => item.sku)).length > 0) throw stockErrors.noSourceItemsInStock();
}
