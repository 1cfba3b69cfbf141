import type { Graph, ItemList, MerchantReturnPolicy, Organization, Product, PropertyValue, WebSite, WithContext } from 'schema-dts';
import { absoluteUrl } from './page-meta';

/*
 * The schema.org data of the shop's pages, typed by schema-dts so that every type and property is one schema.org
 * defines. Apart from the page meta so that only the pages that describe products or the shop carry it.
 */

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
