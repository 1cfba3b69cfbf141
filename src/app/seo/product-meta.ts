import type { MetaArgs, MetaDescriptor } from 'react-router';
import { stoneCarat } from '../../domain/diamond/carat';
import type { Diamond } from '../../domain/diamond/diamond';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { formatPrice } from '../../domain/shared/money';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { ProductDetailsSeed } from '../../application/diamond/product-details.model';
import { originOf, pageMeta, SHOP_SOCIAL_IMAGE, socialImageMeta, type SeoData } from './page-meta';
import { diamondSocialImage } from './diamond-social-image';

/** '1.01 ct Round diamond'. */
export const diamondName = (diamond: Diamond): string => `${stoneCarat(diamond.size)} ct ${diamond.shape} diamond`;

/** The stone in a sentence, as its description and its product's read. */
export const diamondDescription = (diamond: Diamond): string =>
  `${diamondName(diamond)}, ${diamond.color} color, ${diamond.clarity} clarity, ${diamond.cut} cut: ${formatPrice(diamond.price)}. Free shipping and free 14-day returns.`;

/** The product page's meta: the stone as a search engine and a link preview should read it. */
export const productMeta = ({ data, matches, location }: MetaArgs): MetaDescriptor[] => {
  const origin = originOf(matches);
  const loaded = data as (ProductDetailsSeed & SeoData) | null | undefined;
  const diamond = loaded?.diamond;
  if (!diamond) {
    if (loaded?.notFound) return pageMeta(origin, { title: SHOP_ERRORS.DIAMOND_NOT_FOUND.message, description: SHOP_ERRORS.DIAMOND_UNAVAILABLE.message, path: location.pathname, noindex: true });
    // The stone only the browser knows (the last one seen): the shop's description and card.
    return [...(matches.find((match) => match?.id === 'root')?.meta ?? []), ...socialImageMeta(origin, SHOP_SOCIAL_IMAGE)];
  }
  return pageMeta(origin, {
    title: diamondName(diamond),
    description: diamondDescription(diamond),
    path: productDetailsPath(diamond.id),
    type: 'product',
    image: diamondSocialImage(diamond),
    ...(loaded.jsonLd ? { jsonLd: loaded.jsonLd } : {}),
  });
};
