import type { MetaDescriptor } from 'react-router';
import { pageTitle } from '../../ui/common/shell-visibility';

/** What the root loader tells every page's `meta`: the origin the shop is published at (`PUBLIC_URL`, or the address
 * the request came to), for canonical and social addresses, which must be absolute. */
export interface RootData {
  readonly origin: string;
}

interface MetaMatch {
  readonly id: string;
  readonly data?: unknown;
}

/** The shop's published origin, from the root route's data. */
export const originOf = (matches: readonly (MetaMatch | undefined)[]): string => {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  return root?.origin ?? '';
};

/** An absolute address on the shop's origin (already absolute addresses stay as they are). */
export const absoluteUrl = (origin: string, path: string): string => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

export interface PageMetaInput {
  /** The page's own name; the shop's name is added ('… | Loupe'). */
  readonly title: string;
  readonly description: string;
  /** The page's address without query or hash, as it is canonical. */
  readonly path: string;
  readonly image?: string;
  /** Open Graph type: `website` by default, `product` for a stone or a ring. */
  readonly type?: 'website' | 'product';
  /** schema.org data about the page (a Product), as JSON-LD. */
  readonly jsonLd?: Record<string, unknown>;
  /** Pages a search engine should not list (the bag, checkout, account): `noindex`. */
  readonly noindex?: boolean;
}

/** Description, canonical address, Open Graph and Twitter tags (and JSON-LD where given) of one page. The window's
 * `<title>` itself is rendered by the page (or the shell) as a React 19 `<title>`, which follows client-side
 * navigations too; `meta` never repeats it. */
export const pageMeta = (origin: string, page: PageMetaInput): MetaDescriptor[] => {
  const title = pageTitle(page.title);
  const url = absoluteUrl(origin, page.path);
  const image = page.image ? absoluteUrl(origin, page.image) : undefined;
  return [
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: 'Loupe' },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ...(page.jsonLd ? [{ 'script:ld+json': page.jsonLd }] : []),
  ];
};

export interface ProductOffer {
  readonly name: string;
  readonly description: string;
  readonly sku: string;
  readonly image?: string;
  readonly price: number;
  readonly url: string;
}

/** schema.org `Product` with its `Offer` in US dollars, in stock and new, as the spec's page meta asks. */
export const productJsonLd = (origin: string, product: ProductOffer): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: product.name,
  description: product.description,
  sku: product.sku,
  ...(product.image ? { image: absoluteUrl(origin, product.image) } : {}),
  brand: { '@type': 'Brand', name: 'Loupe' },
  offers: {
    '@type': 'Offer',
    url: absoluteUrl(origin, product.url),
    price: product.price.toFixed(2),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
  },
});
