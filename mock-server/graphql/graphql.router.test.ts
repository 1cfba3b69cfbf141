import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ringVariantCode, splitRingName } from '../catalog/ring-skus';
import { graphqlClient } from '../test/graphql-client';
import { postJson, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

/** US ring sizes 3 to 12 by quarters, then '0' ("I'm not sure"). */
const US_RING_SIZES: string[] = [];
for (let size = 3; size <= 12; size += 0.25) US_RING_SIZES.push(String(size));
US_RING_SIZES.push('0');

/** The ring list as the storefront asks for it (docs/api-contracts.md, "Ring catalogue"). */
const RING_LIST = `query RingList($filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, search: "Ring", pageSize: $pageSize, currentPage: $currentPage, sort: { name: ASC }) {
    total_count
    items { __typename id uid name sku url_key ring_options brand thumbnail { url label } price_range { minimum_price { regular_price { value currency } } } }
    page_info { current_page page_size total_pages }
  }
}`;

const RING_BY_URL_KEY = `query RingByUrlKey($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items {
      __typename name sku url_key setting size_limit accent_stones diamond_shapes meta_title meta_keyword meta_description
      short_description { html } description { html } stock_status
      media_gallery { url label }
      price_range { minimum_price { regular_price { value } final_price { value } } maximum_price { regular_price { value } } }
      ... on ConfigurableProduct {
        configurable_options { id uid attribute_code label values { value_index label uid } }
        variants { attributes { code label value_index } product { sku name price_range { minimum_price { regular_price { value } } } } }
      }
    }
  }
}`;

const VARIANT_BY_SKU = `query RingVariant($sku: String!) {
  products(filter: { sku: { eq: $sku } }) { items { __typename sku name url_key media_gallery { url } price_range { minimum_price { regular_price { value currency } } } } }
}`;

interface ListItem {
  __typename: string;
  name: string;
  sku: string;
  url_key: string;
  ring_options: number;
  thumbnail: { url: string; label: string };
  price_range: { minimum_price: { regular_price: { value: number; currency: string } } };
}
interface ListData {
  products: { total_count: number; items: ListItem[]; page_info: { current_page: number; page_size: number; total_pages: number } };
}

describe('/graphql', () => {
  let mock: TestServer;
  let graphql: ReturnType<typeof graphqlClient>;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100 });
    graphql = graphqlClient(mock.url);
  });
  afterAll(() => mock.close());

  describe('products', () => {
    it('lists the rings of category 99, by name, a page at a time', async () => {
      const all: ListItem[] = [];
      for (let page = 1; page <= 3; page++) {
        const { status, body } = await graphql.post<ListData>(RING_LIST, { filter: { category_id: { eq: '99' } }, pageSize: 9, currentPage: page });
        expect(status).toBe(200);
        expect(body.errors).toBeUndefined();
        expect(body.data?.products.page_info).toEqual({ current_page: page, page_size: 9, total_pages: 3 });
        expect(body.data?.products.total_count).toBe(25);
        all.push(...(body.data?.products.items ?? []));
      }
      expect(all).toHaveLength(25);
      const names = all.map((item) => item.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(new Set(all.map((item) => item.sku)).size).toBe(25);
      for (const item of all) {
        expect(item.__typename).toBe('ConfigurableProduct');
        // The design code comes from the url key's part before the first dash.
        expect(item.sku).toBe(`fw-${item.url_key.split('-')[0]}-er`);
        expect(item.name).toMatch(/Ring/);
        expect(item.thumbnail.url).toMatch(new RegExp(`^/media/rings/${item.url_key}/[a-z-]+-front\\.svg$`));
        expect(item.price_range.minimum_price.regular_price.currency).toBe('USD');
        expect(item.price_range.minimum_price.regular_price.value).toBeGreaterThanOrEqual(600);
        expect(item.price_range.minimum_price.regular_price.value).toBeLessThanOrEqual(4000);
      }
      expect(all.map((item) => item.sku)).not.toContain('fw-freering-er');
    });

    it('filters the list by ring option with the option ids of customAttributeMetadata', async () => {
      const options = await graphql.post<{ customAttributeMetadata: { items: { attribute_options: { label: string; value: string }[] }[] } }>(
        '{ customAttributeMetadata(attributes: [{ attribute_code: "ring_options", entity_type: "4" }]) { items { attribute_options { label value } } } }',
      );
      const byLabel = new Map(options.body.data?.customAttributeMetadata.items[0]?.attribute_options.map((option) => [option.label, option.value]));
      const halo = await graphql.post<ListData>(RING_LIST, { filter: { category_id: { eq: '99' }, ring_options: { eq: byLabel.get('Halo') } }, pageSize: 3, currentPage: 2 });
      expect(halo.body.data?.products).toMatchObject({ total_count: 5, page_info: { current_page: 2, page_size: 3, total_pages: 2 } });
      expect(halo.body.data?.products.items.map((item) => item.ring_options)).toEqual([Number(byLabel.get('Halo')), Number(byLabel.get('Halo'))]);
      const both = await graphql.post<ListData>(RING_LIST, { filter: { category_id: { in: ['99'] }, ring_options: { in: [byLabel.get('Vintage'), byLabel.get('Solitaire')] } }, pageSize: 20 });
      expect(both.body.data?.products.total_count).toBe(4 + 6);
      // An option without rings: the page says "There are no Bridal Set rings in stock right now."
      const none = await graphql.post<ListData>(RING_LIST, { filter: { category_id: { eq: '99' }, ring_options: { eq: byLabel.get('Bridal Set') } } });
      expect(none.body.data?.products).toMatchObject({ total_count: 0, items: [], page_info: { total_pages: 0 } });
    });

    it('finds a ring by url key with its configurable options and every variant', async () => {
      const { body } = await graphql.post<{ products: { items: Record<string, unknown>[] } }>(RING_BY_URL_KEY, { urlKey: 'solitaire-classic' });
      expect(body.errors).toBeUndefined();
      const [ring] = body.data?.products.items ?? [];
      expect(ring).toMatchObject({ __typename: 'ConfigurableProduct', name: 'Classic Solitaire Ring', sku: 'fw-solitaire-er', stock_status: 'IN_STOCK', setting: 'Four-prong' });
      const { configurable_options: options, variants, media_gallery: gallery } = ring as {
        configurable_options: { id: number; uid: string; attribute_code: string; label: string; values: { value_index: number; label: string; uid: string }[] }[];
        variants: { attributes: { code: string; label: string; value_index: number }[]; product: { sku: string; name: string; price_range: { minimum_price: { regular_price: { value: number } } } } }[];
        media_gallery: { url: string }[];
      };
      expect(options.map((option) => [option.attribute_code, option.label])).toEqual([
        ['ring_color', 'Ring Color'],
        ['ring_metal', 'Metal Type'],
        ['ring_size', 'Ring Size'],
      ]);
      expect(options[0]?.values.map((value) => value.label)).toEqual(['Rose Gold', 'White Gold', 'Yellow Gold']);
      expect(options[1]?.values.map((value) => value.label)).toEqual(['14K', '18K']);
      // 3 to 12 by quarters, then '0' ("I'm not sure"), which the builder hides.
      expect(options[2]?.values.map((value) => value.label)).toEqual(US_RING_SIZES);
      expect(gallery.map((image) => image.url)).toContain('/media/rings/solitaire-classic/white-gold-front.svg');

      expect(variants).toHaveLength(3 * 2 * 38);
      for (const variant of variants) {
        const [color, metal, size] = variant.attributes.map((attribute) => attribute.label);
        expect(variant.product.sku).toBe(ringVariantCode('fw-solitaire-er', color ?? '', metal ?? '', size));
        expect(splitRingName(variant.product.name)).toEqual({ name: 'Classic Solitaire Ring', color, metal, size });
      }
      const prices = new Map(variants.map((variant) => [variant.attributes[1]?.label, variant.product.price_range.minimum_price.regular_price.value]));
      expect(ring).toMatchObject({ price_range: { minimum_price: { regular_price: { value: prices.get('14K') } }, maximum_price: { regular_price: { value: prices.get('18K') } } } });
      expect(prices.get('18K')).toBeGreaterThan(prices.get('14K') ?? 0);
    });

    it('makes one design in White Gold only, and the free ring at $0 in every colour and metal', async () => {
      const colours = async (urlKey: string) => {
        const { body } = await graphql.post<{ products: { items: { configurable_options: { attribute_code: string; values: { label: string }[] }[]; price_range: { minimum_price: { regular_price: { value: number } } } }[] } }>(
          'query ($k: String) { products(filter: { url_key: { eq: $k } }) { items { price_range { minimum_price { regular_price { value } } } ... on ConfigurableProduct { configurable_options { attribute_code values { label } } } } } }',
          { k: urlKey },
        );
        return body.data?.products.items[0];
      };
      expect((await colours('art-deco-filigree'))?.configurable_options[0]?.values).toEqual([{ label: 'White Gold' }]);
      const free = await colours('freering-solitaire');
      expect(free?.price_range.minimum_price.regular_price.value).toBe(0);
      expect(free?.configurable_options.map((option) => option.values.length)).toEqual([3, 3, 38]);
      expect(free?.configurable_options[1]?.values.map((value) => value.label)).toEqual(['14K', '18K', 'Platinum']);
    });

    it('finds a configured variant by its code', async () => {
      const sku = ringVariantCode('fw-pave-er', 'Yellow-Gold', '14K', null);
      const { body } = await graphql.post<{ products: { items: Record<string, unknown>[] } }>(VARIANT_BY_SKU, { sku });
      expect(body.data?.products.items).toEqual([
        {
          __typename: 'SimpleProduct',
          sku: 'fw-pave-er-Yellow Gold-14K-0',
          name: 'Petite Pavé Ring-Yellow Gold-14K-0',
          url_key: 'pave-petite-yellow-gold-14k-0',
          media_gallery: ['front', 'side', 'top'].map((view) => ({ url: `/media/rings/pave-petite/yellow-gold-${view}.svg` })),
          price_range: { minimum_price: { regular_price: { value: expect.any(Number), currency: 'USD' } } },
        },
      ]);
      // Variants are found by sku, never listed or searched.
      const search = await graphql.post<ListData>('{ products(search: "Petite", pageSize: 50) { total_count items { sku } } }');
      expect(search.body.data?.products.items.map((item) => item.sku)).toEqual(['fw-pave-er']);
    });

    it.each([
      ['{ products(filter: { sku: { eq: "x" } }, pageSize: 0) { total_count } }', 'pageSize value must be greater than 0.'],
      ['{ products(filter: { sku: { eq: "x" } }, currentPage: 0) { total_count } }', 'currentPage value must be greater than 0.'],
      ['{ products(pageSize: 5) { total_count } }', "'search' or 'filter' input argument is required."],
      ['{ products(search: "Ring", pageSize: 20, currentPage: 3) { total_count } }', 'currentPage value 3 specified is greater than the 2 page(s) available.'],
    ])('answers %s with a graphql-input error, status 200 and null data', async (query, message) => {
      const { status, body } = await graphql.post(query);
      expect(status).toBe(200);
      expect(body).toEqual({ errors: [{ message, locations: [{ line: 1, column: 3 }], path: ['products'], extensions: { category: 'graphql-input' } }], data: { products: null } });
    });
  });

  describe('customAttributeMetadata', () => {
    it('gives the options of the ring and diamond attributes, and an error at the item it cannot answer', async () => {
      const { status, body } = await graphql.post<{ customAttributeMetadata: { items: ({ attribute_code: string; attribute_type: string; input_type: string; attribute_options: { label: string; value: string }[] } | null)[] } }>(
        `{ customAttributeMetadata(attributes: [
          { attribute_code: "ring_options", entity_type: "4" }
          { attribute_code: "nwg_diamond_shape", entity_type: "catalog_product" }
          { attribute_code: "nwg_diamond_color", entity_type: "4" }
          { attribute_code: "nwg_diamond_cut", entity_type: "4" }
          { attribute_code: "nwg_diamond_clarity", entity_type: "4" }
          { attribute_code: "no_such_attribute", entity_type: "4" }
          { attribute_code: "ring_options" }
        ]) { items { attribute_code attribute_type input_type attribute_options { label value } } } }`,
      );
      expect(status).toBe(200);
      const items = body.data?.customAttributeMetadata.items ?? [];
      const labels = (index: number) => items[index]?.attribute_options.map((option) => option.label);
      expect(items[0]).toMatchObject({ attribute_code: 'ring_options', attribute_type: 'Int', input_type: 'select' });
      expect(labels(0)).toEqual(['Solitaire', 'Halo', 'Pavé', 'Three Stone', 'Vintage', 'Bridal Set']);
      expect(labels(1)).toEqual(['Asscher', 'Cushion', 'Emerald', 'Heart', 'Marquise', 'Oval', 'Pear', 'Princess', 'Radiant', 'Round']);
      expect(labels(2)).toEqual(['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N']);
      expect(labels(3)).toEqual(['Excellent', 'Very Good', 'Good', 'Fair', 'Poor']);
      expect(labels(4)).toEqual(['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'SI3', 'I1', 'I2', 'I3']);
      expect(items[0]?.attribute_options.every((option) => /^\d+$/.test(option.value))).toBe(true);
      expect(items.slice(5)).toEqual([null, null]);
      expect(body.errors?.map(({ message, path, extensions }) => ({ message, path, extensions }))).toEqual([
        { message: 'Attribute code no_such_attribute of entity type 4 not configured to have a type.', path: ['customAttributeMetadata', 'items', 5], extensions: { category: 'graphql-no-such-entity' } },
        { message: 'Missing entity_type for the input attribute_code: ring_options.', path: ['customAttributeMetadata', 'items', 6], extensions: { category: 'graphql-input' } },
      ]);
    });
  });

  describe('requests and errors', () => {
    it('answers GET with JSON variables the same as POST', async () => {
      const variables = { filter: { category_id: { eq: '99' } }, pageSize: 4, currentPage: 2 };
      const [viaGet, viaPost] = await Promise.all([graphql.get(RING_LIST, variables), graphql.post(RING_LIST, variables)]);
      expect(viaGet.status).toBe(200);
      expect(viaGet.body).toEqual(viaPost.body);
    });

    it('runs the operation named by operationName', async () => {
      const document = 'query A { products(filter: { sku: { eq: "fw-halo-er" } }) { items { sku } } } query B { products(filter: { sku: { eq: "fw-art-er" } }) { items { sku } } }';
      expect((await graphql.post(document, undefined, 'B')).body).toEqual({ data: { products: { items: [{ sku: 'fw-art-er' }] } } });
      const unnamed = await graphql.post(document);
      expect(unnamed.body).toEqual({ errors: [{ message: 'Must provide operation name if query contains multiple operations.', extensions: { category: 'graphql' } }] });
    });

    it.each([
      ['an unknown field', '{ products(search: "Ring") { items { sku colour } } }', 'Cannot query field "colour" on type "ProductInterface".', { line: 1, column: 42 }],
      ['a syntax error', '{ products(search: "Ring" { items { sku } } }', 'Syntax Error: Expected Name, found "{".', { line: 1, column: 27 }],
      ['a wrong argument type', '{ products(search: "Ring", pageSize: "ten") { total_count } }', 'Int cannot represent non-integer value: "ten"', { line: 1, column: 38 }],
      ['a field no schema part has', '{ wishlist { id } }', 'Cannot query field "wishlist" on type "Query".', { line: 1, column: 3 }],
    ])('answers %s with a graphql error, its location, status 200 and no data', async (_name, query, message, location) => {
      const { status, body } = await graphql.post(query);
      expect(status).toBe(200);
      expect(body).toEqual({ errors: [{ message, locations: [location], extensions: { category: 'graphql' } }] });
    });

    it('answers a variable of the wrong type with a graphql error', async () => {
      const { body } = await graphql.post(VARIANT_BY_SKU, { sku: 42 });
      expect(body.errors).toEqual([{ message: 'Variable "$sku" got invalid value 42; String cannot represent a non string value: 42', locations: [{ line: 1, column: 19 }], extensions: { category: 'graphql' } }]);
      expect(body.data).toBeUndefined();
    });

    it('refuses a mutation sent with GET, and runs it sent with POST', async () => {
      const mutation = 'mutation { placeOrder(input: { cart_id: "abc" }) { order { order_number } } }';
      expect((await graphql.get(mutation)).body).toEqual({ errors: [{ message: 'Mutation requests allowed only for POST requests', extensions: { category: 'graphql-input' } }] });
      expect((await graphql.post(mutation)).body).toEqual({
        errors: [{ message: 'Could not find a cart with ID "abc"', locations: [{ line: 1, column: 12 }], path: ['placeOrder'], extensions: { category: 'graphql-no-such-entity' } }],
        data: { placeOrder: null },
      });
    });

    it.each([[{}], [{ query: '' }], [{ query: 42 }], [[]]])('answers 400 for a request without a query: %j', async (body) => {
      const response = await postJson(`${mock.url}/graphql`, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ message: 'GraphQL Request must include at least one of those two parameters: "query" or "queryId"', extensions: { category: 'graphql-input' } }],
      });
    });

    it('answers 400 for GET variables that are not JSON', async () => {
      const response = await fetch(`${mock.url}/graphql?query=${encodeURIComponent(VARIANT_BY_SKU)}&variables=%7Bsku`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ message: 'Unable to parse the variables.', extensions: { category: 'graphql-input' } }] });
    });

    it('answers other paths with a 404 in the GraphQL error shape', async () => {
      const response = await fetch(`${mock.url}/graphql/schema`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errors: [{ message: 'Request does not match any route.', extensions: { category: 'graphql-input' } }] });
    });
  });
});
