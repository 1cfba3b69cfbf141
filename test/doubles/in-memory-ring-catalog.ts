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
      const matching = [...this.rings].filter((ring) => !optionValue || ring.ringOptions === label).sort((a, b) => a.name.localeCompare(b.name));
      const totalPages = Math.max(1, Math.ceil(matching.length / this.pageSize));
      // As the store does: a page past the last of a list that has rings is refused, naming the last page.
      if (page > totalPages && matching.length > 0) throw ringPagePastEnd(totalPages);
      return { rings: matching.slice((page - 1) * this.pageSize, page * this.pageSize), page, totalPages };
    });
  }

  byUrlKey(urlKey: string): Observable<Ring | null> {
    return this.answer(() => this.rings.find((ring) => ring.urlKey === urlKey) ?? null);
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
  urlKey: 'solitaire-classic',
  ringOptions: 'Solitaire',
  setting: 'Prong',
  sizeLimit: 'Up to 3 ct',
  accentStones: 'None',
  diamondShapes: 'Round, Oval',
  brand: 'Loupe Atelier',
  metaTitle: 'Classic Solitaire Ring | Loupe',
  metaKeyword: 'solitaire, engagement ring',
  metaDescription: 'A timeless solitaire setting.',
  thumbnailUrl: '/media/rings/solitaire.svg',
  galleryUrls: ['/media/rings/solitaire.svg'],
  shortDescription: '<p>A timeless four-prong solitaire.</p>',
  price: 1200,
  configurableOptions: [
    { id: 1, label: 'Ring Color', code: 'ring_color', values: [{ valueIndex: 1, label: 'Rose Gold' }, { valueIndex: 2, label: 'White Gold' }, { valueIndex: 3, label: 'Yellow Gold' }] },
    { id: 2, label: 'Metal Type', code: 'ring_metal', values: [{ valueIndex: 4, label: '14K' }] },
    { id: 3, label: 'Ring Size', code: 'ring_size', values: [{ valueIndex: 5, label: '5' }, { valueIndex: 6, label: '6.5' }, { valueIndex: 7, label: '8' }, { valueIndex: 0, label: '0' }] },
  ],
  variants: [],
  ...overrides,
});

/** The colours and metals of `aSolitaireInColoursAndMetals`. */
export const SOLITAIRE_COLORS = [
  { valueIndex: 1, label: 'Rose Gold' },
  { valueIndex: 2, label: 'White Gold' },
] as const;
export const SOLITAIRE_METALS = [
  { valueIndex: 4, label: '14K' },
  { valueIndex: 8, label: '18K' },
] as const;

/** A solitaire in two colours and two metals, offered in `sizes` (labels, with their value indexes), with one variant
 * of each colour and metal in size 6.5 (value index 6) priced by `priceOf`, and with `galleryOf`'s pictures when
 * given. */
export const aSolitaireInColoursAndMetals = ({
  sizes,
  priceOf,
  galleryOf,
}: {
  sizes: readonly { valueIndex: number; label: string }[];
  priceOf: (color: string, metal: string) => number;
  galleryOf?: (colorIndex: number) => readonly string[];
}): Ring =>
  aRing({
    price: 1200,
    configurableOptions: [
      { id: 1, label: 'Ring Color', code: 'ring_color', values: [...SOLITAIRE_COLORS] },
      { id: 2, label: 'Metal Type', code: 'ring_metal', values: [...SOLITAIRE_METALS] },
      { id: 3, label: 'Ring Size', code: 'ring_size', values: [...sizes] },
    ],
    variants: SOLITAIRE_COLORS.flatMap((color) =>
      SOLITAIRE_METALS.map((metal) => ({
        sku: `fw-solitaire-er-${color.label}-${metal.label}-6.5`,
        attributes: [
          { code: 'ring_color', valueIndex: color.valueIndex },
          { code: 'ring_metal', valueIndex: metal.valueIndex },
          { code: 'ring_size', valueIndex: 6 },
        ],
        price: priceOf(color.label, metal.label),
        ...(galleryOf ? { gallery: galleryOf(color.valueIndex) } : {}),
      })),
    ),
  });
