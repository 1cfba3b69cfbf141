import { z } from 'zod';
import { toMagentoDateTime } from '../../db/magento-datetime';
import type { GraphqlContext } from '../graphql-context';
import { graphqlErrors } from '../graphql-errors';
import { updateCartForUser } from './cart-for-user';
import { cartView } from './cart-view';

const emailSchema = z.string().max(254).pipe(z.email());

interface SetGuestEmailArgs {
  readonly input?: { readonly cart_id?: string | null; readonly email?: string | null } | null;
}

/**
 * `setGuestEmailOnCart(input: { cart_id, email })`: the email a guest's order is placed under (the quote's
 * `customer_email`), checked as Magento checks it: the parameters, the email's format, the cart, and that the
 * request is a guest's (a customer's order takes the account's email).
 */
export async function setGuestEmailOnCart({ input }: SetGuestEmailArgs, { server, customerId }: GraphqlContext) {
  const maskedId = input?.cart_id ?? '';
  const email = input?.email ?? '';
  if (maskedId.trim() === '') throw graphqlErrors.input('Required parameter "cart_id" is missing');
  if (email.trim() === '') throw graphqlErrors.input('Required parameter "email" is missing');
  if (!emailSchema.safeParse(email).success) throw graphqlErrors.input('Invalid email format');
  const cart = await updateCartForUser(server, maskedId, customerId, (found) => {
    if (customerId !== null) throw graphqlErrors.input('The request is not allowed for logged in customers');
    found.customer_email = email;
    found.updated_at = toMagentoDateTime(server.now());
    return found;
  });
  return { cart: cartView(server, cart) };
}
