import type { ServerContext } from '../../app/server-context';
import type { MockDatabase } from '../../db/mock-database';
import type { DeepReadonly } from '../../persistence/json-file-store';
import { requireInStock, reserveCartStones } from '../../stock/stone-reservation';
import type { Cart } from './cart';
import { requireFreeRingAddable, requireFreeRingOffer } from './free-ring-offer';

type RulesContext = Pick<ServerContext, 'stock' | 'catalog' | 'diamonds'>;

/**
 * What a cart may take and what an order may hold, beyond the cart's own item rules (cart-mutations.ts): one stone,
 * one sale (stock/) and the free ring offer (free-ring-offer.ts). Every add route calls `requireAddable` before
 * adding; every order path calls `requireOrderable` in the `store.update` that places the order, before the payment.
 */
export function requireAddable(context: RulesContext, cart: DeepReadonly<Cart>, sku: string, qty: number): void {
  requireInStock(context.stock, sku);
  requireFreeRingAddable(context, cart.items, sku, qty);
}

export function requireOrderable(context: RulesContext, data: DeepReadonly<MockDatabase>, cart: DeepReadonly<Cart>): void {
  reserveCartStones(context.stock, data, cart);
  requireFreeRingOffer(context, cart.items);
}
