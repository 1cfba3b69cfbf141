import type { ServerContext } from '../../app/server-context';
import type { MockDatabase } from '../../db/mock-database';
import type { Cart } from './cart';
import type { CartOwner } from './cart-owner';
import { requireActiveCart } from './cart-owner';

/**
 * Finds the owner's cart and changes it in one synchronous `store.update` callback, then resolves with the
 * change's result once the data file holds it. Finding and changing in the same callback is what makes concurrent
 * changes of one cart all land (each sees the one before). A change that changes nothing still waits for the
 * pending write, because the state it answers from may be a concurrent request's change not yet on disk.
 */
export async function updateCart<T>(
  { store }: Pick<ServerContext, 'store'>,
  owner: CartOwner,
  change: (cart: Cart, data: MockDatabase) => T,
): Promise<T> {
  let result!: T;
  await store.update((data) => {
    result = change(requireActiveCart(data.carts, owner), data);
  });
  return result;
}
