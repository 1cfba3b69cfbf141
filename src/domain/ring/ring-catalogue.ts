/** The catalogue query: rings are configurable products of attribute set 24 in category 99, listed by name. */
export const RING_CATEGORY_ID = 99;
export const RING_ATTRIBUTE_SET_ID = 24;
export const DEFAULT_RING_PAGE = 1;
export const ALL_RINGS_LABEL = 'All Rings';

/** The option filter travels in the URL as the lowercase ring-option label ('?option=halo'). */
export const ringOptionParam = (optionLabel: string): string => optionLabel.trim().toLowerCase();

/** A page number from the URL: a positive whole number, else the first page. */
export const ringPageParam = (value: string | null | undefined): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : DEFAULT_RING_PAGE;
};

/** One entry of the ring style dropdown. */
export interface RingStyleChoice {
  readonly label: string;
  /** A style the address names but the catalogue does not have: shown as chosen, never offered. */
  readonly disabled: boolean;
}

/**
 * The ring style dropdown: 'All Rings', then every style of the catalogue (`styleLabels`, null while they load),
 * whatever the chosen style's page holds, so a style without rings never takes the others away. The chosen style is
 * the one the address names ('?option=bridal set' → 'Bridal Set'); a style the catalogue does not have shows as
 * chosen but disabled, so that 'All Rings' and every real style can still be chosen from there.
 */
export const ringStyleChoices = (styleLabels: readonly string[] | null, optionParam: string | null): { choices: RingStyleChoice[]; selected: string } => {
  const offered = [ALL_RINGS_LABEL, ...(styleLabels ?? [])].map((label) => ({ label, disabled: false }));
  const named = optionParam?.trim() ?? '';
  if (named === '' || styleLabels === null) return { choices: offered, selected: ALL_RINGS_LABEL };
  const known = styleLabels.find((label) => ringOptionParam(label) === ringOptionParam(named));
  return known === undefined ? { choices: [...offered, { label: named, disabled: true }], selected: named } : { choices: offered, selected: known };
};

export const pageSummary = (page: number, totalPages: number): string => `Showing page ${page} of ${totalPages}`;

/** The catalogue's answer to a page past its last one (Magento refuses it, naming how many pages there are). */
export interface RingPagePastEnd {
  readonly kind: 'ring-page-past-end';
  readonly lastPage: number;
}

export const ringPagePastEnd = (lastPage: number): RingPagePastEnd => ({ kind: 'ring-page-past-end', lastPage });

export const isRingPagePastEnd = (value: unknown): value is RingPagePastEnd =>
  typeof value === 'object' && value !== null && (value as RingPagePastEnd).kind === 'ring-page-past-end' && Number.isInteger((value as RingPagePastEnd).lastPage);

/** The last page a 'no such page' refusal of the ring list names (`ringPageNotFoundError`), else null. */
export const lastRingPageOf = (error: unknown): number | null => {
  const refusal = error as { readonly code?: unknown; readonly lastPage?: unknown } | null;
  return typeof refusal === 'object' && refusal !== null && refusal.code === 'RING.PAGE_NOT_FOUND' && Number.isInteger(refusal.lastPage) ? (refusal.lastPage as number) : null;
};

/** Ring product meta for search and social cards. */
export const RING_PRODUCT_META = { currency: 'USD', availability: 'in stock', condition: 'new' } as const;

/** The three trust points under the ring's price. */
export const RING_TRUST_POINTS = ['Free Shipping', 'Free Returns', '100% Risk Free'] as const;
