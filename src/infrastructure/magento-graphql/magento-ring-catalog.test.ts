import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { GraphqlRequestError, MagentoGraphqlClient } from './graphql-client';
import { MagentoRingCatalog, toRing } from './magento-ring-catalog';

const answering = (handler: (body: { query: string; variables: Record<string, unknown> }) => unknown) =>
  vi.fn<typeof fetch>(async (_url, init) => new Response(JSON.stringify(handler(JSON.parse(String(init?.body)))), { status: 200, headers: { 'Content-Type': 'application/json' } }));

const OPTIONS = { data: { customAttributeMetadata: { items: [{ attribute_code: 'ring_options', attribute_options: [{ label: 'Halo', value: '41' }, { label: 'Solitaire', value: '40' }] }] } } };
const ringDto = { id: 3, name: 'Royal Halo Ring', sku: 'fw-halo-er', url_key: 'halo-royal', ring_options: '41', brand: 'Loupe Atelier', thumbnail: { url: '/media/rings/halo.svg' }, media_gallery: [{ url: '/a.svg' }, { url: null }], short_description: { html: '<p>Halo</p>' }, price_range: { minimum_price: { regular_price: { value: 1450 } } }, configurable_options: [] };

describe('MagentoRingCatalog', () => {
  it('lists rings of category 99 and an option, sorted by name, and names the option', async () => {
    const fetchMock = answering(({ query, variables }) =>
      query.includes('customAttributeMetadata') ? OPTIONS : { data: { products: { items: [ringDto], page_info: { current_page: 2, total_pages: 3 } } }, seen: variables },
    );
    const catalog = new MagentoRingCatalog(new MagentoGraphqlClient({ url: 'http://shop.test/graphql', fetch: fetchMock }), 9);
    const page = await firstValueFrom(catalog.list({ optionValue: '41', page: 2 }));
    expect(page).toMatchObject({ page: 2, totalPages: 3 });
    expect(page.rings[0]).toMatchObject({ name: 'Royal Halo Ring', ringOptions: 'Halo', price: 1450, galleryUrls: ['/a.svg'], shortDescription: '<p>Halo</p>' });
    const listCall = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body))).find((body) => body.query.includes('RingList'));
    expect(listCall.variables).toEqual({ filter: { category_id: { eq: '99' }, ring_options: { eq: '41' } }, pageSize: 9, currentPage: 2 });
    expect(listCall.query).toMatch(/search: "Ring"/);
    expect(listCall.query).toMatch(/sort: \{ name: ASC \}/);
  });

  it('asks for the listing without waiting for the option labels', async () => {
    let answerOptions: (() => void) | undefined;
    const optionsHeld = new Promise<void>((resolve) => (answerOptions = resolve));
    const queries: string[] = [];
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
      const { query } = JSON.parse(String(init?.body)) as { query: string };
      queries.push(query.includes('customAttributeMetadata') ? 'options' : 'listing');
      if (query.includes('customAttributeMetadata')) await optionsHeld;
      const body = query.includes('customAttributeMetadata') ? OPTIONS : { data: { products: { items: [ringDto], page_info: { current_page: 1, total_pages: 1 } } } };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const catalog = new MagentoRingCatalog(new MagentoGraphqlClient({ url: 'http://shop.test/graphql', fetch: fetchMock }), 9);
    const page = firstValueFrom(catalog.list({ optionValue: null, page: 1 }));
    await vi.waitFor(() => expect([...queries].sort()).toEqual(['listing', 'options']));
    answerOptions?.();
    expect((await page).rings[0]).toMatchObject({ ringOptions: 'Halo' });
  });

  it("reads the builder's design with its variants: options, the price of each one's bag line and its pictures", async () => {
    const variant = (sku: string, metal: number, price: number, media_gallery?: { url: string | null }[]) => ({
      attributes: [{ code: 'ring_color', value_index: 5411 }, { code: 'ring_metal', value_index: metal }, { code: 'ring_size', value_index: 5440 }],
      product: { sku, ...(media_gallery ? { media_gallery } : {}), price_range: { minimum_price: { final_price: { value: price, currency: 'USD' } } } },
    });
    const broken = { attributes: [{ code: 'ring_color', value_index: null }], product: { sku: 'fw-halo-er-x', price_range: { minimum_price: { final_price: { value: null } } } } };
    const fetchMock = answering(({ query }) =>
      query.includes('customAttributeMetadata')
        ? OPTIONS
        : { data: { products: { items: [{ ...ringDto, variants: [variant('fw-halo-er-Rose Gold-14K-6', 5421, 1580, [{ url: '/rose-front.svg' }, { url: null }, { url: '/rose-side.svg' }]), variant('fw-halo-er-Rose Gold-18K-6', 5422, 2130), broken] }] } } },
    );
    const catalog = new MagentoRingCatalog(new MagentoGraphqlClient({ url: 'http://shop.test/graphql', fetch: fetchMock }), 9);
    const ring = await firstValueFrom(catalog.byUrlKey('halo-royal'));
    expect(ring?.variants).toEqual([
      { sku: 'fw-halo-er-Rose Gold-14K-6', attributes: [{ code: 'ring_color', valueIndex: 5411 }, { code: 'ring_metal', valueIndex: 5421 }, { code: 'ring_size', valueIndex: 5440 }], price: 1580, gallery: ['/rose-front.svg', '/rose-side.svg'] },
      { sku: 'fw-halo-er-Rose Gold-18K-6', attributes: [{ code: 'ring_color', valueIndex: 5411 }, { code: 'ring_metal', valueIndex: 5422 }, { code: 'ring_size', valueIndex: 5440 }], price: 2130 },
    ]);
    const query = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).query as string).find((text) => text.includes('RingByUrlKey')) ?? '';
    expect(query.replace(/\s+/g, ' ')).toContain('variants { attributes { code value_index } product { sku media_gallery { url } price_range { minimum_price { final_price { value currency } } } } }');
  });

  it('asks for the ring options once per visit', async () => {
    const fetchMock = answering(({ query }) => (query.includes('customAttributeMetadata') ? OPTIONS : { data: { products: { items: [] } } }));
    const catalog = new MagentoRingCatalog(new MagentoGraphqlClient({ url: 'http://shop.test/graphql', fetch: fetchMock }), 9);
    await firstValueFrom(catalog.ringOptions());
    await firstValueFrom(catalog.byUrlKey('halo-royal'));
    await firstValueFrom(catalog.byUrlKey('none'));
    expect(fetchMock.mock.calls.filter(([, init]) => String(init?.body).includes('customAttributeMetadata'))).toHaveLength(1);
  });

  it("reads the store's refusal of a page past the last as where the list ends", async () => {
    const fetchMock = answering(({ query }) =>
      query.includes('customAttributeMetadata') ? OPTIONS : { errors: [{ message: 'currentPage value 9 specified is greater than the 3 page(s) available.', extensions: { category: 'graphql-input' } }] },
    );
    const catalog = new MagentoRingCatalog(new MagentoGraphqlClient({ url: 'http://shop.test/graphql', fetch: fetchMock }), 9);
    expect(await firstValueFrom(catalog.list({ optionValue: null, page: 9 })).catch((e: unknown) => e)).toEqual({ kind: 'ring-page-past-end', lastPage: 3 });
    // Any other refusal stays the store's.
    const other = answering(({ query }) => (query.includes('customAttributeMetadata') ? OPTIONS : { errors: [{ message: 'pageSize value must be greater than 0.', extensions: { category: 'graphql-input' } }] }));
    const refused = await firstValueFrom(new MagentoRingCatalog(new MagentoGraphqlClient({ url: 'http://shop.test/graphql', fetch: other }), 9).list({ optionValue: null, page: 1 })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GraphqlRequestError);
  });

  it('turns a GraphQL error into its message and category', async () => {
    const fetchMock = answering(() => ({ errors: [{ message: 'Variable "$sku" got invalid value', extensions: { category: 'graphql-input' } }] }));
    const catalog = new MagentoRingCatalog(new MagentoGraphqlClient({ url: 'http://shop.test/graphql', fetch: fetchMock }), 9);
    const error = await firstValueFrom(catalog.variant('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlRequestError);
    expect(error).toMatchObject({ message: 'Variable "$sku" got invalid value', category: 'graphql-input' });
  });

  it('maps empty catalogue fields to empty text', () => {
    expect(toRing({ id: 1, name: 'N', sku: 's', url_key: 'u' }, new Map())).toMatchObject({ colorVideos: {} });
    expect(toRing({ id: 1, name: 'N', sku: 's', url_key: 'u' }, new Map())).toMatchObject({ ringOptions: '', setting: '', thumbnailUrl: '', galleryUrls: [], price: 0, configurableOptions: [], variants: [] });
  });
});

describe('the 360° video of each colour', () => {
  const colors = { id: 2, label: 'Ring Color', attribute_code: 'ring_color', values: [{ value_index: 5411, label: 'Rose Gold' }, { value_index: 5412, label: 'White Gold' }] };

  it('names the video of the ring style in each colour it comes in, on the media mount', () => {
    const ring = toRing({ id: 1, name: 'Royal Halo Ring', sku: 'fw-halo-er', url_key: 'halo-royal', ring_options: 5302, configurable_options: [colors] }, new Map([['5302', 'Halo']]));
    expect(ring.colorVideos).toEqual({ 'Rose Gold': '/media/videos/rings/halo-rose-gold.webm', 'White Gold': '/media/videos/rings/halo-white-gold.webm' });
    expect(ring.configurableOptions).toEqual([{ id: 2, label: 'Ring Color', code: 'ring_color', values: [{ valueIndex: 5411, label: 'Rose Gold' }, { valueIndex: 5412, label: 'White Gold' }] }]);
    const pave = toRing({ id: 2, name: 'Petite Pavé Ring', sku: 'fw-pave-er', url_key: 'pave-petite', ring_options: 'Pavé', configurable_options: [colors] }, new Map());
    expect(pave.colorVideos?.['Rose Gold']).toBe('/media/videos/rings/pave-rose-gold.webm');
  });

  it('names none for a style that is not filmed (a bridal set)', () => {
    expect(toRing({ id: 3, name: 'Bridal Set', sku: 'fw-bridal-er', url_key: 'bridal', ring_options: 'Bridal Set', configurable_options: [colors] }, new Map()).colorVideos).toEqual({});
  });
});
