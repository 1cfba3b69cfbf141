import type { ServerContext } from '../../app/server-context';
import type { MockDatabase } from '../../db/mock-database';
import type { DeepReadonly } from '../../persistence/json-file-store';
import { requireInStock, reserveCartStones } from '../../stock/stone-reservation';
import { HttpError } from '../../http/http-error';
import type { Cart } from './cart';
import { requireFreeRingAddable, requireFreeRingOffer } from './free-ring-offer';

type RulesContext = Pick<ServerContext, 'stock' | 'catalog' | 'diamonds'>;

/** Magento's default maximum quantity of one product in a cart (Catalog Inventory, `max_sale_qty`). */
export const MAX_SALE_QTY = 10_000;

/**
 * What a cart may take and what an order may hold, beyond the cart's own item rules (cart-mutations.ts): one stone,
 * one sale (stock/), the free ring offer (free-ring-offer.ts) and the maximum quantity of a product. Every add route calls `requireAddable` before
 * adding; every order path calls `requireOrderable` in the `store.update` that places the order, before the payment.
 */
export function requireAddable(context: RulesContext, cart: DeepReadonly<Cart>, sku: string, qty: number): void {
  requireInStock(context.stock, sku);
  requireFreeRingAddable(context, cart.items, sku, qty);
  // Counted over every line of the product, so that adds of 10,000 each cannot grow a line past the store's limit.
  const held = cart.items.reduce((sum, item) => sum + (item.sku === sku ? item.qty : 0), 0);
  if (held + qty > MAX_SALE_QTY) throw new HttpError(400, 'The most you may purchase is %1.', [String(MAX_SALE_QTY)]);
}

export function requireOrderable(context: RulesContext, data: DeepReadonly<MockDatabase>, cart: DeepReadonly<Cart>): void {
  reserveCartStones(context.stock, data, cart);
  requireFreeRingOffer(context, cart.items);
}
