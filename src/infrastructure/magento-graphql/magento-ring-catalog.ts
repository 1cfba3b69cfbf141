import { catchError, combineLatest, map, shareReplay, throwError, type Observable } from 'rxjs';
import type { RingCatalog, RingListRequest, RingOption, RingPage, RingVariant } from '../../application/kernel/ring-catalog.port';
import { RING_CATEGORY_ID, ringPagePastEnd } from '../../domain/ring/ring-catalogue';
import type { Ring } from '../../domain/ring/ring';
import { ringVideoUrl } from '../../../contracts/catalog';
import type { RingProductWire, ringListVariablesSchema } from '../../../contracts/store/graphql';
import { RING_BY_URL_KEY_QUERY, RING_LIST_QUERY, RING_OPTIONS_QUERY, RING_VARIANT_QUERY } from '../../../contracts/store/graphql/ring-catalog.documents';
import { ringByUrlKeyDataSchema, ringListDataSchema, ringOptionsDataSchema, ringVariantDataSchema } from './store-graphql.schemas';
import type { z } from 'zod/mini';
import { GraphqlRequestError, type MagentoGraphqlClient } from './graphql-client';

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The store names no videos: each filmed ring style has one per colour on the media mount (contracts/catalog). */
const colorVideos = (style: string, options: RingProductWire['configurable_options']): Record<string, string> =>
  Object.fromEntries(
    (options ?? [])
      .filter((option) => option.attribute_code === 'ring_color')
      .flatMap((option) => option.values)
      .flatMap((value) => {
        const url = ringVideoUrl(style, value.label);
        return url ? [[value.label, url]] : [];
      }),
  );

/** Magento's refusal of a page past the last ('currentPage value 9 specified is greater than the 3 page(s)
 * available.'): the last page it names, else null. */
export const lastPageRefused = (error: unknown): number | null => {
  if (!(error instanceof GraphqlRequestError) || error.category !== 'graphql-input') return null;
  const named = /^currentPage value \d+ specified is greater than the (\d+) page\(s\) available\.$/.exec(error.message.trim());
  return named ? Number(named[1]) : null;
};

/** Magento gives the ring option as its option id; the page shows its label. */
export const toRing = (dto: RingProductWire, optionLabels: ReadonlyMap<string, string>): Ring => ({
  id: dto.id,
  name: dto.name,
  sku: dto.sku,
  urlKey: dto.url_key,
  ringOptions: optionLabels.get(text(dto.ring_options)) ?? text(dto.ring_options),
  setting: text(dto.setting),
  sizeLimit: text(dto.size_limit),
  accentStones: text(dto.accent_stones),
  diamondShapes: text(dto.diamond_shapes),
  brand: text(dto.brand),
  metaTitle: text(dto.meta_title),
  metaKeyword: text(dto.meta_keyword),
  metaDescription: text(dto.meta_description),
  thumbnailUrl: text(dto.thumbnail?.url),
  galleryUrls: (dto.media_gallery ?? []).map((item) => text(item.url)).filter(Boolean),
  colorVideos: colorVideos(optionLabels.get(text(dto.ring_options)) ?? text(dto.ring_options), dto.configurable_options),
  shortDescription: text(dto.short_description?.html),
  price: dto.price_range?.minimum_price?.regular_price?.value ?? 0,
  configurableOptions: (dto.configurable_options ?? []).map((option) => ({
    id: option.id,
    label: option.label,
    code: option.attribute_code,
    values: option.values.map((value) => ({ valueIndex: value.value_index, label: value.label })),
  })),
  variants: (dto.variants ?? []).flatMap((variant) => {
    const sku = variant.product?.sku;
    const price = variant.product?.price_range?.minimum_price?.final_price?.value;
    if (!sku || typeof price !== 'number') return [];
    const attributes = (variant.attributes ?? []).flatMap((attribute) =>
      attribute.code && typeof attribute.value_index === 'number' ? [{ code: attribute.code, valueIndex: attribute.value_index }] : [],
    );
    const gallery = (variant.product?.media_gallery ?? []).map((item) => text(item.url)).filter(Boolean);
    return [{ sku, attributes, price, ...(gallery.length > 0 ? { gallery } : {}) }];
  }),
});

/** The ring catalogue through the store's GraphQL API. */
export class MagentoRingCatalog implements RingCatalog {
  // The options change rarely; one request serves the whole visit.
  readonly #options: Observable<readonly RingOption[]>;

  constructor(
    private readonly graphql: MagentoGraphqlClient,
    private readonly pageSize: number,
  ) {
    this.#options = this.graphql
      .request(RING_OPTIONS_QUERY, {}, ringOptionsDataSchema)
      .pipe(
        map((data) => (data.customAttributeMetadata.items[0]?.attribute_options ?? []).map((option) => ({ label: option.label, value: String(option.value) }))),
        shareReplay({ bufferSize: 1, refCount: false }),
      );
  }

  ringOptions(): Observable<readonly RingOption[]> {
    return this.#options;
  }

  list({ optionValue, page }: RingListRequest): Observable<RingPage> {
    const variables: z.input<typeof ringListVariablesSchema> = {
      filter: { category_id: { eq: String(RING_CATEGORY_ID) }, ...(optionValue ? { ring_options: { eq: optionValue } } : {}) },
      pageSize: this.pageSize,
      currentPage: page,
    };
    const products$ = this.graphql.request(RING_LIST_QUERY, variables, ringListDataSchema).pipe(
      catchError((error: unknown) => {
        const lastPage = lastPageRefused(error);
        return throwError(() => (lastPage === null ? error : ringPagePastEnd(lastPage)));
      }),
    );
    return this.withLabels(products$, ({ products }, labels) => ({ rings: products.items.map((dto) => toRing(dto, labels)), page: products.page_info.current_page, totalPages: products.page_info.total_pages }));
  }

  byUrlKey(urlKey: string): Observable<Ring | null> {
    return this.withLabels(this.graphql.request(RING_BY_URL_KEY_QUERY, { urlKey }, ringByUrlKeyDataSchema), ({ products }, labels) =>
      products.items[0] ? toRing(products.items[0], labels) : null,
    );
  }

  variant(sku: string): Observable<RingVariant | null> {
    return this.graphql.request(RING_VARIANT_QUERY, { sku }, ringVariantDataSchema).pipe(
      map(({ products }) => {
        const item = products.items[0];
        return item
          ? { sku: item.sku, urlKey: item.url_key ?? '', name: item.name, price: item.price_range?.minimum_price?.regular_price?.value ?? 0, gallery: (item.media_gallery ?? []).map((m) => text(m.url)).filter(Boolean) }
          : null;
      }),
    );
  }

  /** The products and the option labels they name are asked for together (the labels once per visit), not one after the other. */
  private withLabels<R, T>(products: Observable<R>, then: (answer: R, labels: ReadonlyMap<string, string>) => T): Observable<T> {
    return combineLatest([products, this.#options]).pipe(map(([answer, options]) => then(answer, new Map(options.map((option) => [option.value, option.label])))));
  }
}
