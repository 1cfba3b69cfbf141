import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { ServerContext } from '../../app/server-context';
import { magentoErrors } from '../../http/magento-errors';
import { bearerToken } from '../carts/cart-owner';

/** The ACL resources of the admin routes the mock serves (Magento's `webapi.xml`). */
export const ADMIN_RESOURCES = {
  products: 'Magento_Catalog::products',
  attributes: 'Magento_Catalog::attributes_attributes',
} as const;

export type AdminResource = (typeof ADMIN_RESOURCES)[keyof typeof ADMIN_RESOURCES];

/**
 * Magento's ACL check for an admin REST route: only the store's integration token (configured as
 * `integrationToken` / MOCK_INTEGRATION_TOKEN) has the right. No token, another token, or a customer's token all
 * answer the same 401 naming the resource, before the request is read any further. The storefront never holds this
 * token (docs/product-decisions.md); it reads the catalogue through GraphQL.
 */
export function requireAdminResource(context: Pick<ServerContext, 'config'>, req: Request, resource: AdminResource): void {
  const token = bearerToken(req);
  if (token === undefined || !sameSecret(token, context.config.integrationToken)) throw magentoErrors.notAuthorized(resource);
}

/** Compares in constant time, so that the answer's timing does not tell how much of a guessed token is right. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
