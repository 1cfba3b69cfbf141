/** The catalogue query: rings are configurable products of attribute set 24 in category 99, listed by name. */
export const RING_CATEGORY_ID = 99;
export const RING_ATTRIBUTE_SET_ID = 24;
export const DEFAULT_RING_PAGE = 1;
export const RING_SORT = { name: 'ASC' } as const;
export const RING_SEARCH_TERM = 'Ring';
export const ALL_RINGS_LABEL = 'All Rings';

/** The option filter travels in the URL as the lowercase ring-option label ('?option=halo'). */
export const ringOptionParam = (optionLabel: string): string => optionLabel.trim().toLowerCase();

/** A page number from the URL: a positive whole number, else the first page. */
export const ringPageParam = (value: string | null | undefined): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : DEFAULT_RING_PAGE;
};

export const pageSummary = (page: number, totalPages: number): string => `Showing page ${page} of ${totalPages}`;

/** Ring product meta for search and social cards. */
export const RING_PRODUCT_META = { currency: 'USD', availability: 'in stock', condition: 'new' } as const;

/** The three trust points under the ring's price. */
export const RING_TRUST_POINTS = ['Free Shipping', 'Free Returns', '100% Risk Free'] as const;
