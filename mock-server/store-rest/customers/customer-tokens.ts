import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { ServerContext } from '../../app/server-context';
import { toMagentoDateTime } from '../../db/magento-datetime';
import type { MockDatabase } from '../../db/mock-database';
import type { DeepReadonly } from '../../persistence/json-file-store';
import { bearerToken } from '../../http/bearer-token';
import { randomToken } from '../../http/random-token';
import type { Customer } from './customer';
import { customerErrors } from './customer-errors';

/** Magento's default customer token lifetime (Stores > Configuration > Services > OAuth): one hour. */
export const CUSTOMER_TOKEN_LIFETIME_MS = 3_600_000;

/** Tokens are looked up by their SHA-256: the data file never holds a usable bearer token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a token (32 random letters and digits) valid for an hour, and drops the tokens that can no longer be used. */
export function issueCustomerToken(data: MockDatabase, customerId: number, now: Date): string {
  const token = randomToken();
  data.tokens = data.tokens.filter((stored) => !stored.revoked && Date.parse(stored.expires_at) > now.getTime());
  data.tokens.push({
    token_hash: tokenHash(token),
    customer_id: customerId,
    created_at: toMagentoDateTime(now),
    expires_at: new Date(now.getTime() + CUSTOMER_TOKEN_LIFETIME_MS).toISOString(),
    revoked: false,
  });
  return token;
}

/** Revokes every token of a customer (Magento's revokeCustomerAccessToken), but the one whose hash is kept. */
export function revokeCustomerTokens(data: MockDatabase, customerId: number, keepHash?: string): void {
  for (const token of data.tokens) if (token.customer_id === customerId && token.token_hash !== keepHash) token.revoked = true;
}

/**
 * The customer id of a valid token: known, not revoked, not expired, of a customer that exists. Anything else is
 * Magento's 401 for the `self` resource, the same for every reason so that the answer reveals nothing.
 */
export function customerIdOfToken(context: Pick<ServerContext, 'store' | 'now'>, token: string | undefined): number {
  if (!token) throw customerErrors.self();
  const hash = tokenHash(token);
  const now = context.now().getTime();
  const stored = context.store.data.tokens.find((candidate) => candidate.token_hash === hash);
  if (!stored || stored.revoked || Date.parse(stored.expires_at) <= now) throw customerErrors.self();
  if (!context.store.data.customers.some((customer) => customer.id === stored.customer_id)) throw customerErrors.self();
  return stored.customer_id;
}

/** The customer a request's bearer token names, or the 401. */
export function requireCustomer(context: Pick<ServerContext, 'store' | 'now'>, req: Request): DeepReadonly<Customer> {
  const id = customerIdOfToken(context, bearerToken(req));
  return findCustomer(context.store.data.customers, id);
}

/** A customer by id inside a change (the token was checked before; the 401 covers a customer deleted since). */
export function findCustomer<C extends DeepReadonly<Customer>>(customers: readonly C[], id: number): C {
  const customer = customers.find((candidate) => candidate.id === id);
  if (!customer) throw customerErrors.self();
  return customer;
}
