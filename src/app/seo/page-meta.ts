import type { MetaDescriptor } from 'react-router';
import type { Graph, ItemList, MerchantReturnPolicy, Organization, Product, PropertyValue, Thing, WebSite, WithContext } from 'schema-dts';
import { pageTitle } from '../../ui/common/shell-visibility';
import { SHOP_SOCIAL_IMAGE, type SocialImage } from './social-images';

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

/** schema.org data about a page, typed by schema-dts so that every type and property is one schema.org defines. */
export type JsonLd = WithContext<Thing> | Graph;

export interface PageMetaInput {
  /** The page's own name; the shop's name is added ('… | Loupe'). */
  readonly title: string;
  readonly description: string;
  /** The page's address without query or hash, as it is canonical. */
  readonly path: string;
  /** What a link preview shows: the stone's or ring's card, else the shop's. */
  readonly image?: SocialImage;
  /** Open Graph type: `website` by default, `product` for a stone or a ring. */
  readonly type?: 'website' | 'product';
  /** schema.org data about the page (a Product, a list of them, the shop), as JSON-LD. */
  readonly jsonLd?: JsonLd;
  /** Pages a search engine should not list (the bag, checkout, account): `noindex`. */
  readonly noindex?: boolean;
}

/** Open Graph and Twitter tags of a link preview's picture: its absolute address, type, size and words. */
export const socialImageMeta = (origin: string, image: SocialImage): MetaDescriptor[] => {
  const url = absoluteUrl(origin, image.url);
  return [
    { property: 'og:image', content: url },
    { property: 'og:image:type', content: image.type },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: url },
    { name: 'twitter:image:alt', content: image.alt },
  ];
};

/** Description, canonical address, Open Graph and Twitter tags (every page with a raster picture of 1200 × 630)
 * and JSON-LD where given, of one page. The window's `<title>` itself is rendered by the page (or the shell) as a
 * React 19 `<title>`, which follows client-side navigations too; `meta` never repeats it. */
export const pageMeta = (origin: string, page: PageMetaInput): MetaDescriptor[] => {
  const title = pageTitle(page.title);
  const url = absoluteUrl(origin, page.path);
  return [
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: 'Loupe' },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    ...socialImageMeta(origin, page.image ?? SHOP_SOCIAL_IMAGE),
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
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
  /** What the product is, named as its page names it (shape, carat, color …). */
  readonly properties?: readonly { readonly name: string; readonly value: string | number }[];
  /** The grading report that certifies it: its name, who issued it and its number. */
  readonly certification?: { readonly name: string; readonly issuer: string; readonly identification: string };
}

/** The shop's returns (the terms: free 14-day returns by mail, in the United States). */
const RETURN_POLICY: MerchantReturnPolicy = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'US',
  returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
  merchantReturnDays: 14,
  returnMethod: 'https://schema.org/ReturnByMail',
  returnFees: 'https://schema.org/FreeReturn',
};

/** schema.org `Product` with its `Offer` in US dollars, in stock and new, as the spec's page meta asks. */
const productNode = (origin: string, product: ProductOffer): Product => ({
  '@type': 'Product',
  name: product.name,
  description: product.description,
  sku: product.sku,
  url: absoluteUrl(origin, product.url),
  ...(product.image ? { image: absoluteUrl(origin, product.image) } : {}),
  brand: { '@type': 'Brand', name: 'Loupe' },
  ...(product.properties?.length
    ? { additionalProperty: product.properties.map((property): PropertyValue => ({ '@type': 'PropertyValue', name: property.name, value: property.value })) }
    : {}),
  ...(product.certification
    ? {
        hasCertification: {
          '@type': 'Certification',
          name: product.certification.name,
          issuedBy: { '@type': 'Organization', name: product.certification.issuer },
          certificationIdentification: product.certification.identification,
        },
      }
    : {}),
  offers: {
    '@type': 'Offer',
    url: absoluteUrl(origin, product.url),
    price: product.price.toFixed(2),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    hasMerchantReturnPolicy: RETURN_POLICY,
  },
});

export const productJsonLd = (origin: string, product: ProductOffer): WithContext<Product> => ({ '@context': 'https://schema.org', ...productNode(origin, product) });

/** schema.org `ItemList` of products, each a `ListItem` holding its `Product` and offer, in the page's order. */
export const productListJsonLd = (origin: string, list: { readonly name: string; readonly url: string; readonly products: readonly ProductOffer[] }): WithContext<ItemList> => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: list.name,
  url: absoluteUrl(origin, list.url),
  numberOfItems: list.products.length,
  itemListElement: list.products.map((product, index) => ({ '@type': 'ListItem', position: index + 1, item: productNode(origin, product) })),
});

/** The shop's logo as a raster image a search engine shows (512 × 512, `npm run media` makes it from the favicon). */
export const SHOP_LOGO = '/social/loupe-logo.png';

/** The shop as search engines should know it: the `Organization` and its `WebSite`, linked by their ids. */
export const shopJsonLd = (origin: string, description: string): Graph => {
  const home = absoluteUrl(origin, '/');
  const organization: Organization = {
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: 'Loupe',
    url: home,
    logo: absoluteUrl(origin, SHOP_LOGO),
    description,
    hasMerchantReturnPolicy: RETURN_POLICY,
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: 'Loupe',
    url: home,
    description,
    inLanguage: 'en-US',
    publisher: { '@id': `${home}#organization` },
  };
  return { '@context': 'https://schema.org', '@graph': [organization, website] };
};
