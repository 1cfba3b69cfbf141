import { Router } from 'express';
import type { Request, Response } from 'express';
import type { ServerContext } from '../../app/server-context';
import { CATALOG_ATTRIBUTES } from '../../catalog/catalog-attributes';
import { HttpError } from '../../http/http-error';
import { ADMIN_RESOURCES, requireAdminResource } from '../webapi/admin-resource';
import { applySearchCriteria } from '../webapi/apply-search-criteria';
import { applyFieldsParam } from '../webapi/fields-filter';
import { readSearchCriteria } from '../webapi/search-criteria';
import { productSearchFields, toRestProduct } from './rest-product';

/**
 * The catalogue's admin REST routes (Magento_Catalog `webapi.xml`): `GET /V1/products` (search criteria),
 * `GET /V1/products/:sku` and `GET /V1/products/attributes/:attributeCode/options`. Magento guards them with its
 * ACL, so only the integration token opens them (`requireAdminResource`); every answer honours `?fields=`.
 */
export function productsRoutes(context: ServerContext): Router {
  const { catalog } = context;
  const router = Router();

  router.get('/V1/products', (req, res) => {
    requireAdminResource(context, req, ADMIN_RESOURCES.products);
    const criteria = readSearchCriteria(req.originalUrl);
    const result = applySearchCriteria(catalog.products, criteria, productSearchFields);
    send(req, res, { items: result.items.map(toRestProduct), search_criteria: criteria, total_count: result.total_count });
  });

  router.get('/V1/products/attributes/:attributeCode/options', (req, res) => {
    requireAdminResource(context, req, ADMIN_RESOURCES.attributes);
    const code = req.params.attributeCode ?? '';
    const attribute = CATALOG_ATTRIBUTES.get(code);
    if (!attribute) {
      throw new HttpError(404, 'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', [code]);
    }
    // Magento lists a select attribute's options after the blank "no value" option of its source model (label
    // " ", value ""); an attribute without options answers an empty list.
    const options = attribute.options ? [{ label: ' ', value: '' }, ...attribute.options.map((option) => ({ label: option.label, value: String(option.value) }))] : [];
    send(req, res, options);
  });

  router.get('/V1/products/:sku', (req, res) => {
    requireAdminResource(context, req, ADMIN_RESOURCES.products);
    const product = catalog.bySku(req.params.sku ?? '');
    if (!product) throw new HttpError(404, "The product that was requested doesn't exist. Verify the product and try again.");
    send(req, res, toRestProduct(product));
  });

  return router;
}

function send(req: Request, res: Response, body: unknown): void {
  res.json(applyFieldsParam(body, req.query.fields));
}
