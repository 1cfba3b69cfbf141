import type { MetaArgs, MetaDescriptor } from 'react-router';
import { stoneCarat } from '../../domain/diamond/carat';
import type { Diamond } from '../../domain/diamond/diamond';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { formatPrice } from '../../domain/shared/money';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { ProductDetailsSeed } from '../../application/diamond/product-details.model';
import { originOf, pageMeta, productJsonLd, type ProductOffer } from './page-meta';
import { diamondSocialImage } from './social-images';

/** '1.01 ct Round diamond'. */
export const diamondName = (diamond: Diamond): string => `${stoneCarat(diamond.size)} ct ${diamond.shape} diamond`;

/** The stone as a schema.org product: its page, its price, its card and the grades its page shows. */
export const diamondOffer = (diamond: Diamond): ProductOffer => {
  const name = diamondName(diamond);
  return {
    name,
    description: `${name}, ${diamond.color} color, ${diamond.clarity} clarity, ${diamond.cut} cut: ${formatPrice(diamond.total_sales_price)}. Free shipping and free 14-day returns.`,
    sku: String(diamond.diamond_id),
    image: diamondSocialImage(diamond).url,
    price: diamond.total_sales_price,
    url: productDetailsPath(diamond.diamond_id),
    properties: [
      { name: 'Shape', value: diamond.shape },
      { name: 'Carat weight', value: diamond.size },
      { name: 'Color', value: diamond.color },
      { name: 'Clarity', value: diamond.clarity },
      { name: 'Cut', value: diamond.cut },
    ],
    ...(diamond.cert_num ? { certification: { name: 'GIA Diamond Grading Report', issuer: 'Gemological Institute of America (GIA)', identification: diamond.cert_num } } : {}),
  };
};

/** The product page's meta: the stone as a search engine and a link preview should read it. */
export const productMeta = ({ data, matches, location }: MetaArgs): MetaDescriptor[] => {
  const origin = originOf(matches);
  const loaded = data as ProductDetailsSeed | null | undefined;
  const diamond = loaded?.diamond;
  if (!diamond) {
    if (loaded?.notFound) return pageMeta(origin, { title: SHOP_ERRORS.DIAMOND_NOT_FOUND.message, description: SHOP_ERRORS.DIAMOND_UNAVAILABLE.message, path: location.pathname, noindex: true });
    return matches.find((match) => match?.id === 'root')?.meta ?? [];
  }
  const offer = diamondOffer(diamond);
  return pageMeta(origin, {
    title: offer.name,
    description: offer.description,
    path: offer.url,
    type: 'product',
    image: diamondSocialImage(diamond),
    jsonLd: productJsonLd(origin, offer),
  });
};
