import { z } from 'zod';
import { cartSchema } from '../store-rest/carts/cart';
import { cmsPageSchema } from '../store-rest/cms/cms-page';
import { contactMessageSchema } from '../store-rest/contact/contact-message';
import { customerSchema, customerTokenSchema, passwordResetSchema } from '../store-rest/customers/customer';
import { passwordResetRequestSchema } from '../store-rest/customers/password-reset-requests';
import { orderSchema } from '../store-rest/orders/order';
import { sequencesSchema } from './sequences';

export const DATA_FORMAT_VERSION = 1;

/**
 * Everything the mock backend persists: one key per collection, plus `_meta` (which seed made the data). Large
 * catalogues that never change (diamonds) are derived from the seed at start instead of being stored here, so
 * that a write never has to rewrite them. A new collection is added here, to `seedDatabase`, and, only if it is
 * public data, to `PUBLIC_COLLECTIONS`.
 */
export const mockDatabaseSchema = z.object({
  _meta: z.object({ formatVersion: z.literal(DATA_FORMAT_VERSION), seed: z.number() }),
  cmsPages: z.array(cmsPageSchema),
  contactMessages: z.array(contactMessageSchema),
  carts: z.array(cartSchema),
  /** Accounts with their address books and password hashes. */
  customers: z.array(customerSchema),
  /** Customer access tokens (hashed), see `store-rest/customers/customer-tokens.ts`. */
  tokens: z.array(customerTokenSchema),
  /** Password reset links, as the mailbox shows them. */
  passwordResets: z.array(passwordResetSchema),
  /** Every password reset request of the last hour, registered email or not (hashed), see `password-reset-requests.ts`. */
  passwordResetRequests: z.array(passwordResetRequestSchema),
  orders: z.array(orderSchema),
  /** Id counters (carts, customers, addresses, orders…); not a list, and private like every unlisted key. */
  sequences: sequencesSchema,
});

export type MockDatabase = z.infer<typeof mockDatabaseSchema>;
/** The lists of records (`sequences` is a set of counters, never a collection json-server could serve). */
export type CollectionName = Exclude<keyof MockDatabase, '_meta' | 'sequences'>;

/**
 * Collections that json-server's generic router may serve (read-only) at `/db`. Everything else, and every
 * collection added later unless listed here, is private: customers, tokens, carts, orders, messages.
 */
export const PUBLIC_COLLECTIONS = ['cmsPages'] as const satisfies readonly CollectionName[];
