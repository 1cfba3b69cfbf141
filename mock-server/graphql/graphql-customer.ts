import type { Request } from 'express';
import type { ServerContext } from '../app/server-context';
import { bearerToken } from '../http/bearer-token';
import { HttpError } from '../http/http-error';
import { customerIdOfToken } from '../store-rest/customers/customer-tokens';

/**
 * The customer a GraphQL request acts for: the one of a valid bearer token (the same tokens as the REST API's
 * `POST /V1/integration/customer/token`), or null for a guest or a token that is no longer valid.
 */
export function requestCustomerId(server: Pick<ServerContext, 'store' | 'now'>, req: Request): number | null {
  const token = bearerToken(req);
  if (token === undefined) return null;
  try {
    return customerIdOfToken(server, token);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}
