import type { ServerContext } from '../../app/server-context';
import type { MockDatabase } from '../../db/mock-database';
import type { DeepReadonly } from '../../persistence/json-file-store';
import type { Cart } from '../../store-rest/carts/cart';
import { graphqlErrors } from '../graphql-errors';

/**
 * Magento's GetCartForUser: the masked id must name an active cart, and a customer's cart is only the customer's
 * (a guest cart is only a guest's). `customerId` is null for a guest request.
 */
export function findCartForUser<C extends DeepReadonly<Cart>>(carts: readonly C[], maskedId: string, customerId: number | null): C {
  if (maskedId.trim() === '') throw graphqlErrors.input('Required parameter "cart_id" is missing');
  const found = carts.find((candidate) => candidate.masked_id === maskedId);
  if (!found) throw graphqlErrors.noSuchEntity('Could not find a cart with ID "%masked_cart_id"', { masked_cart_id: maskedId });
  if (!found.is_active) throw graphqlErrors.noSuchEntity("The cart isn't active.");
  if (found.customer_id !== customerId) {
    throw graphqlErrors.authorization('The current user cannot perform operations on cart "%masked_cart_id"', { masked_cart_id: maskedId });
  }
  return found;
}

/** The cart of a read. */
export function cartForUser(server: Pick<ServerContext, 'store'>, maskedId: string, customerId: number | null): DeepReadonly<Cart> {
  return findCartForUser(server.store.data.carts, maskedId, customerId);
}

/**
 * Finds the user's cart and changes it in one synchronous `store.update` callback (so that concurrent changes all
 * land), resolving with the change's result once the data file holds it. A change checks everything before it
 * changes anything: one that throws leaves the data as it was.
 */
export async function updateCartForUser<T>(
  server: Pick<ServerContext, 'store'>,
  maskedId: string,
  customerId: number | null,
  change: (cart: Cart, data: MockDatabase) => T,
): Promise<T> {
  let result!: T;
  await server.store.update((data) => {
    result = change(findCartForUser(data.carts, maskedId, customerId), data);
  });
  return result;
}
