import { defer, of, throwError, type Observable } from 'rxjs';
import type { RingCatalog, RingListRequest, RingOption, RingPage, RingVariant } from '../../src/application/kernel/ring-catalog.port';
import type { Ring } from '../../src/domain/ring/ring';
import { ringPagePastEnd } from '../../src/domain/ring/ring-catalogue';

/** Rings held in memory, for tests: listed by name, paged by `pageSize`. `calls` counts the list requests. */
export class InMemoryRingCatalog implements RingCatalog {
  failWith: unknown = null;
  calls = 0;

  constructor(
    private readonly rings: readonly Ring[],
    private readonly options: readonly RingOption[],
    private readonly variants: readonly RingVariant[] = [],
    private readonly pageSize = 2,
  ) {}

  ringOptions(): Observable<readonly RingOption[]> {
    return this.answer(() => this.options);
  }

  list({ optionValue, page }: RingListRequest): Observable<RingPage> {
    return this.answer(() => {
      this.calls++;
      const label = this.options.find((option) => option.value === optionValue)?.label;
      const matching = [...this.rings].filter((ring) => !optionValue || ring.ring_options === label).sort((a, b) => a.name.localeCompare(b.name));
      const totalPages = Math.max(1, Math.ceil(matching.length / this.pageSize));
      // As the store does: a page past the last of a list that has rings is refused, naming the last page.
      if (page > totalPages && matching.length > 0) throw ringPagePastEnd(totalPages);
      return { rings: matching.slice((page - 1) * this.pageSize, page * this.pageSize), page, totalPages };
    });
  }

  byUrlKey(urlKey: string): Observable<Ring | null> {
    return this.answer(() => this.rings.find((ring) => ring.url_key === urlKey) ?? null);
  }

  variant(sku: string): Observable<RingVariant | null> {
    return this.answer(() => this.variants.find((variant) => variant.sku === sku) ?? null);
  }

  private answer<T>(compute: () => T): Observable<T> {
    return defer(() => (this.failWith ? throwError(() => this.failWith) : of(compute())));
  }
}

let nextRing = 1;

/** A complete ring design for tests. */
export const aRing = (overrides: Partial<Ring> = {}): Ring => ({
  id: nextRing++,
  name: 'Classic Solitaire Ring',
  sku: 'fw-solitaire-er',
  url_key: 'solitaire-classic',
  ring_options: 'Solitaire',
  setting: 'Prong',
  size_limit: 'Up to 3 ct',
  accent_stones: 'None',
  diamond_shapes: 'Round, Oval',
  brand: 'Loupe Atelier',
  meta_title: 'Classic Solitaire Ring | Loupe',
  meta_keyword: 'solitaire, engagement ring',
  meta_description: 'A timeless solitaire setting.',
  thumbnail_url: '/media/rings/solitaire.svg',
  media_gallery_urls: ['/media/rings/solitaire.svg'],
  short_description: '<p>A timeless four-prong solitaire.</p>',
  price: 1200,
  configurable_options: [
    { id: 1, label: 'Ring Color', attribute_code: 'ring_color', values: [{ value_index: 1, label: 'Rose Gold' }, { value_index: 2, label: 'White Gold' }, { value_index: 3, label: 'Yellow Gold' }] },
    { id: 2, label: 'Metal Type', attribute_code: 'ring_metal', values: [{ value_index: 4, label: '14K' }] },
    { id: 3, label: 'Ring Size', attribute_code: 'ring_size', values: [{ value_index: 5, label: '5' }, { value_index: 6, label: '6.5' }, { value_index: 7, label: '8' }, { value_index: 0, label: '0' }] },
  ],
  variants: [],
  ...overrides,
});

/** The colours and metals of `aSolitaireInColoursAndMetals`. */
export const SOLITAIRE_COLORS = [
  { value_index: 1, label: 'Rose Gold' },
  { value_index: 2, label: 'White Gold' },
] as const;
export const SOLITAIRE_METALS = [
  { value_index: 4, label: '14K' },
  { value_index: 8, label: '18K' },
] as const;

/** A solitaire in two colours and two metals, offered in `sizes` (labels, with their value indexes), with one variant
 * of each colour and metal in size 6.5 (value index 6) priced by `priceOf`, and with `galleryOf`'s pictures when
 * given. */
export const aSolitaireInColoursAndMetals = ({
  sizes,
  priceOf,
  galleryOf,
}: {
  sizes: readonly { value_index: number; label: string }[];
  priceOf: (color: string, metal: string) => number;
  galleryOf?: (colorIndex: number) => readonly string[];
}): Ring =>
  aRing({
    price: 1200,
    configurable_options: [
      { id: 1, label: 'Ring Color', attribute_code: 'ring_color', values: [...SOLITAIRE_COLORS] },
      { id: 2, label: 'Metal Type', attribute_code: 'ring_metal', values: [...SOLITAIRE_METALS] },
      { id: 3, label: 'Ring Size', attribute_code: 'ring_size', values: [...sizes] },
    ],
    variants: SOLITAIRE_COLORS.flatMap((color) =>
      SOLITAIRE_METALS.map((metal) => ({
        sku: `fw-solitaire-er-${color.label}-${metal.label}-6.5`,
        attributes: [
          { code: 'ring_color', value_index: color.value_index },
          { code: 'ring_metal', value_index: metal.value_index },
          { code: 'ring_size', value_index: 6 },
        ],
        price: priceOf(color.label, metal.label),
        ...(galleryOf ? { gallery: galleryOf(color.value_index) } : {}),
      })),
    ),
  });
