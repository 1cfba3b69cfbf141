import type { MetaDescriptor } from 'react-router';
import type { Graph, Thing, WithContext } from 'schema-dts';
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

/** The picture a link preview shows of a page: a raster image (social networks show no SVG) at the 1200 × 630 the
 * networks crop to, with what it shows in words. */
export interface SocialImage {
  readonly url: string;
  readonly width: 1200;
  readonly height: 630;
  readonly type: 'image/png' | 'image/jpeg';
  readonly alt: string;
}

/** The shop's card, for every page that shows no one stone or ring: a file of the shop's own (`public/social/`,
 * made by `npm run media`), served by the storefront itself, so that it answers when a backend does not. */
export const SHOP_SOCIAL_IMAGE: SocialImage = {
  url: '/social/loupe.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: 'Loupe: natural GIA-certified diamonds and engagement rings. Where BIG commitment meets SMART choices.',
};

/** An absolute address on the shop's origin (already absolute addresses stay as they are). */
export const absoluteUrl = (origin: string, path: string): string => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

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

/** schema.org data about a page, typed by schema-dts so that every type and property is one schema.org defines. */
export type JsonLd = WithContext<Thing> | Graph;

/** What a loader adds to its page's data for crawlers: the page's JSON-LD, built on the server (where crawlers are
 * answered), so that its code is no part of the page's first load in the browser. */
export interface SeoData {
  readonly jsonLd?: JsonLd;
}

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
