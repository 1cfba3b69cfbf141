import type { MetaArgs, MetaDescriptor } from 'react-router';
import { ringBuilderPageOf, type RingBuilderSeed } from '../../application/rings/ring-builder.model';
import type { RingListSeed } from '../../application/rings/ring-list.model';
import { RING_PRODUCT_META, ringOptionParam } from '../../domain/ring/ring-catalogue';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { originOf, pageMeta, SHOP_SOCIAL_IMAGE, socialImageMeta, type SeoData } from './page-meta';
import { ringSocialImage } from './ring-social-image';

/** The ring builder's address of a design: its canonical address, whatever color, metal or size the query chose. */
export const ringBuilderPath = (urlKey: string): string => `/ring-builder/${encodeURIComponent(urlKey)}`;

/** The design in a sentence: the catalogue's own description, else its name, brand and price. */
export const ringDescription = (ring: NonNullable<RingBuilderSeed['ring']>, price: string): string =>
  ring.metaDescription || `${ring.name} by ${ring.brand}: ${price}. Free shipping and free 14-day returns.`;

const RING_LIST_DESCRIPTION =
  'Build your engagement ring: solitaire, halo, vintage and more designer settings in 14K white, yellow and rose gold, to pair with a GIA-certified diamond. Free shipping and free 14-day returns.';

/** The ring builder's meta: the design as its page shows it, configured by the address's choices (price), with the
 * catalogue's own description and keywords, its card, and the schema.org Product its loader built. */
export const ringBuilderMeta = ({ data, matches, location }: MetaArgs): MetaDescriptor[] => {
  const origin = originOf(matches);
  const seed = data as (RingBuilderSeed & SeoData) | null | undefined;
  if (!seed) return [...(matches.find((match) => match?.id === 'root')?.meta ?? []), ...socialImageMeta(origin, SHOP_SOCIAL_IMAGE)];
  const path = ringBuilderPath(seed.urlKey);
  const ring = seed.ring;
  if (!ring) return pageMeta(origin, { title: SHOP_ERRORS.RING_NOT_FOUND.message, description: `${SHOP_ERRORS.RING_NOT_FOUND.message}: see all our engagement rings.`, path: location.pathname, noindex: true });
  const page = ringBuilderPageOf(seed);
  // The store's meta title may carry the shop's name already; the page's title adds it.
  const name = (ring.metaTitle || ring.name).replace(/\s*\|\s*Loupe\s*$/, '');
  return [
    ...pageMeta(origin, {
      title: name,
      description: ringDescription(ring, page.price),
      path,
      type: 'product',
      image: ringSocialImage(seed.urlKey, ring.name),
      ...(seed.jsonLd ? { jsonLd: seed.jsonLd } : {}),
    }),
    ...(ring.metaKeyword ? [{ name: 'keywords', content: ring.metaKeyword }] : []),
    { property: 'product:price:amount', content: page.priceValue.toFixed(2) },
    { property: 'product:price:currency', content: RING_PRODUCT_META.currency },
    { property: 'product:availability', content: RING_PRODUCT_META.availability },
    { property: 'product:condition', content: RING_PRODUCT_META.condition },
  ];
};

/** The ring list's meta: the page of the address (a style, a page number) is its own canonical address; a style
 * without rings is not listed by search engines. Its link preview is the shop's card: the page shows many rings. */
export const ringListMeta = ({ data, matches }: MetaArgs): MetaDescriptor[] => {
  const origin = originOf(matches);
  const seed = data as RingListSeed | null | undefined;
  const style = seed?.listing?.option?.label ?? null;
  const query = new URLSearchParams({ ...(style ? { option: ringOptionParam(style) } : {}), ...(seed && seed.page > 1 ? { page: String(seed.page) } : {}) }).toString();
  return pageMeta(origin, {
    title: style ? `${style} engagement rings` : 'Build your ring',
    description: style ? `${style} engagement rings by Loupe's designers, in 14K white, yellow and rose gold, to pair with a GIA-certified diamond. Free shipping and free 14-day returns.` : RING_LIST_DESCRIPTION,
    path: `/ring-detail${query ? `?${query}` : ''}`,
    noindex: seed?.error !== null && seed?.error !== undefined,
  });
};
