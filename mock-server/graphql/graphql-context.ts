import type { ServerContext } from '../app/server-context';

/** What every resolver receives: the server (catalogue, data, clock), the HTTP request's method and its customer. */
export interface GraphqlContext {
  readonly server: ServerContext;
  readonly method: 'GET' | 'POST';
  /**
   * The customer of the request's `Authorization: Bearer` token; null for a guest, and for a token that is
   * unknown, expired or revoked (Magento's GraphQL then serves the request as a guest's, and the customer-only
   * fields answer their authorization errors).
   */
  readonly customerId: number | null;
}
