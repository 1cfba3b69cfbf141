import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ringVariantCode } from '../../catalog/ring-skus';
import { sharedRingCatalog } from '../../catalog/ring-catalog';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';

const TOKEN = 'integration-token-for-tests';
const notAuthorized = (resources: string) => ({ message: "The consumer isn't authorized to access %resources.", parameters: { resources } });
const catalog = sharedRingCatalog(42);

interface RestProduct {
  id: number;
  sku: string;
  name: string;
  type_id: string;
  attribute_set_id: number;
  price: number;
  visibility: number;
  extension_attributes: { category_links: { category_id: string }[]; configurable_product_options?: { attribute_id: string; label: string; values: { value_index: number }[] }[]; configurable_product_links?: number[] };
  media_gallery_entries: { file: string; types: string[] }[];
  custom_attributes: { attribute_code: string; value: unknown }[];
}

describe('catalogue admin REST: /rest/V1/products', () => {
  let mock: TestServer;
  const get = async (path: string, token: string | null = TOKEN) => {
    const response = await fetch(`${mock.url}/rest/V1${path}`, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const designFilter = (extra = '') =>
    '/products?searchCriteria[filter_groups][0][filters][0][field]=attribute_set_id&searchCriteria[filter_groups][0][filters][0][value]=24' +
    '&searchCriteria[filter_groups][1][filters][0][field]=type_id&searchCriteria[filter_groups][1][filters][0][value]=configurable' +
    extra;

  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100, integrationToken: TOKEN });
  });
  afterAll(() => mock.close());

  it.each([
    ['/products', 'Magento_Catalog::products'],
    ['/products/fw-solitaire-er', 'Magento_Catalog::products'],
    ['/products/attributes/ring_options/options/', 'Magento_Catalog::attributes_attributes'],
  ])('answers %s without the integration token with the ACL 401 for %s', async (path, resource) => {
    for (const token of [null, '', 'a-customer-token', `${TOKEN}x`, TOKEN.toUpperCase()]) {
      expect(await get(path, token)).toEqual({ status: 401, body: notAuthorized(resource) });
    }
  });

  it('lists the designs by attribute set and type, paged, with the fields asked for', async () => {
    const firstPage = await get(designFilter('&searchCriteria[currentPage]=1&searchCriteria[pageSize]=10&fields=items[sku,name,type_id],total_count'));
    expect(firstPage.status).toBe(200);
    const body = firstPage.body as { items: { sku: string; name: string; type_id: string }[]; total_count: number };
    // 25 designs and the free ring, which is a ring of the same attribute set.
    expect(body.total_count).toBe(26);
    expect(Object.keys(body)).toEqual(['items', 'total_count']);
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual({ sku: 'fw-solitaire-er', name: 'Classic Solitaire Ring', type_id: 'configurable' });
    const lastPage = (await get(designFilter('&searchCriteria[currentPage]=3&searchCriteria[pageSize]=10&fields=items[sku]'))).body as { items: { sku: string }[] };
    expect(lastPage.items.map((item) => item.sku)).toContain('fw-freering-er');
    expect(lastPage.items).toHaveLength(6);
  });

  it('echoes the search criteria and writes products as Magento does', async () => {
    const { body } = await get(designFilter('&searchCriteria[pageSize]=1'));
    const { items, search_criteria } = body as { items: RestProduct[]; search_criteria: unknown };
    expect(search_criteria).toEqual({
      filter_groups: [{ filters: [{ field: 'attribute_set_id', value: '24', condition_type: 'eq' }] }, { filters: [{ field: 'type_id', value: 'configurable', condition_type: 'eq' }] }],
      page_size: 1,
    });
    const [design] = items;
    expect(design).toMatchObject({ sku: 'fw-solitaire-er', attribute_set_id: 24, type_id: 'configurable', visibility: 4, status: 1 });
    expect(design?.price).toBeGreaterThanOrEqual(600);
    expect(design?.extension_attributes.category_links).toEqual([{ position: 1, category_id: '99' }]);
    expect(design?.extension_attributes.configurable_product_options?.map((option) => option.label)).toEqual(['Ring Color', 'Metal Type', 'Ring Size']);
    expect(design?.extension_attributes.configurable_product_links).toHaveLength(3 * 2 * 38);
    expect(design?.media_gallery_entries[0]).toMatchObject({ file: '/rings/solitaire-classic/rose-gold-front.svg', types: ['image', 'small_image', 'thumbnail'] });
    const attributes = Object.fromEntries((design?.custom_attributes ?? []).map(({ attribute_code, value }) => [attribute_code, value]));
    expect(attributes).toMatchObject({ url_key: 'solitaire-classic', ring_options: '5401', category_ids: ['99'], brand: 'Loupe Atelier' });
    expect(attributes.short_description).toMatch(/^<p>.+<\/p>$/);
  });

  it('filters by ring option (OR within a group), sorts and pages', async () => {
    const byOption =
      '/products?searchCriteria[filter_groups][0][filters][0][field]=ring_options&searchCriteria[filter_groups][0][filters][0][value]=5402' +
      '&searchCriteria[filter_groups][0][filters][1][field]=ring_options&searchCriteria[filter_groups][0][filters][1][value]=5405' +
      '&searchCriteria[sortOrders][0][field]=price&searchCriteria[sortOrders][0][direction]=DESC&fields=items[sku,price],total_count';
    const { body } = await get(byOption);
    const { items, total_count } = body as { items: { sku: string; price: number }[]; total_count: number };
    expect(total_count).toBe(9);
    expect(items.map((item) => item.price)).toEqual([...items.map((item) => item.price)].sort((a, b) => b - a));
    const expected = catalog.products.filter((product) => ['5402', '5405'].includes(product.attributes.ring_options ?? '')).map((product) => product.sku);
    expect(items.map((item) => item.sku).sort()).toEqual(expected.sort());
  });

  it('finds the variants of a design with like, and its colours with in', async () => {
    const path =
      '/products?searchCriteria[filter_groups][0][filters][0][field]=sku&searchCriteria[filter_groups][0][filters][0][value]=fw-halo-er-%25-6.5&searchCriteria[filter_groups][0][filters][0][condition_type]=like' +
      '&searchCriteria[filter_groups][1][filters][0][field]=ring_color&searchCriteria[filter_groups][1][filters][0][value]=5411,5413&searchCriteria[filter_groups][1][filters][0][condition_type]=in&fields=items[sku]';
    const { body } = await get(path);
    expect((body as { items: { sku: string }[] }).items.map((item) => item.sku)).toEqual([
      'fw-halo-er-Rose Gold-14K-6.5',
      'fw-halo-er-Rose Gold-18K-6.5',
      'fw-halo-er-Yellow Gold-14K-6.5',
      'fw-halo-er-Yellow Gold-18K-6.5',
    ]);
  });

  it('answers 400 for a filter on an attribute that does not exist', async () => {
    expect(await get('/products?searchCriteria[filter_groups][0][filters][0][field]=colour&searchCriteria[filter_groups][0][filters][0][value]=1')).toEqual({
      status: 400,
      body: { message: 'Invalid attribute name: %1', parameters: ['colour'] },
    });
  });

  it.each(['__defineGetter__', 'constructor', 'toString'])('answers 400 for a filter on %s, a member every object inherits', async (field) => {
    expect(await get(`/products?searchCriteria[filter_groups][0][filters][0][field]=${field}&searchCriteria[filter_groups][0][filters][0][value]=1`)).toEqual({
      status: 400,
      body: { message: 'Invalid attribute name: %1', parameters: [field] },
    });
  });

  it('gets a product by sku, a variant too (spaces encoded, any case), under every store code', async () => {
    const design = await get('/products/fw-halo-er');
    expect(design.status).toBe(200);
    expect(design.body).toMatchObject({ sku: 'fw-halo-er', name: 'Royal Halo Ring', type_id: 'configurable' });
    const code = ringVariantCode('fw-halo-er', 'Rose-Gold', '18K', '6.5');
    const variant = await get(`/products/${encodeURIComponent(code.toLowerCase())}`);
    expect(variant.status).toBe(200);
    const body = variant.body as RestProduct;
    expect(body).toMatchObject({ sku: 'fw-halo-er-Rose Gold-18K-6.5', name: 'Royal Halo Ring-Rose Gold-18K-6.5', type_id: 'simple', visibility: 2 });
    expect(body.custom_attributes).toEqual(
      expect.arrayContaining([
        { attribute_code: 'ring_color', value: '5411' },
        { attribute_code: 'ring_metal', value: '5422' },
      ]),
    );
    const scoped = await fetch(`${mock.url}/rest/default/V1/products/fw-halo-er?fields=sku`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(await scoped.json()).toEqual({ sku: 'fw-halo-er' });
  });

  it('answers 404 for an unknown sku', async () => {
    expect(await get('/products/fw-nothing-er')).toEqual({
      status: 404,
      body: { message: "The product that was requested doesn't exist. Verify the product and try again.", parameters: [] },
    });
  });

  it('lists the ring options with Magento\'s blank option first, and 404s an unknown attribute', async () => {
    expect(await get('/products/attributes/ring_options/options/')).toEqual({
      status: 200,
      body: [
        { label: ' ', value: '' },
        { label: 'Solitaire', value: '5401' },
        { label: 'Halo', value: '5402' },
        { label: 'Pavé', value: '5403' },
        { label: 'Three Stone', value: '5404' },
        { label: 'Vintage', value: '5405' },
        { label: 'Bridal Set', value: '5406' },
      ],
    });
    expect((await get('/products/attributes/setting/options')).body).toEqual([]);
    expect(await get('/products/attributes/colour/options')).toEqual({
      status: 404,
      body: { message: 'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', parameters: ['colour'] },
    });
  });
});
