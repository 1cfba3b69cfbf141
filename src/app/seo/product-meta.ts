import type { MetaArgs, MetaDescriptor } from 'react-router';
import { stoneCarat } from '../../domain/diamond/carat';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { formatPrice } from '../../domain/shared/money';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { ProductDetailsSeed } from '../../application/diamond/product-details.model';
import { originOf, pageMeta, productJsonLd } from './page-meta';

/** The product page's meta: the stone as a search engine and a link preview should read it. */
export const productMeta = ({ data, matches, location }: MetaArgs): MetaDescriptor[] => {
  const origin = originOf(matches);
  const loaded = data as ProductDetailsSeed | null | undefined;
  const diamond = loaded?.diamond;
  if (!diamond) {
    if (loaded?.notFound) return pageMeta(origin, { title: SHOP_ERRORS.DIAMOND_NOT_FOUND.message, description: SHOP_ERRORS.DIAMOND_UNAVAILABLE.message, path: location.pathname, noindex: true });
    return matches.find((match) => match?.id === 'root')?.meta ?? [];
  }
  const name = `${stoneCarat(diamond.size)} ct ${diamond.shape} diamond`;
  const description = `${name}, ${diamond.color} colour, ${diamond.clarity} clarity, ${diamond.cut} cut: ${formatPrice(diamond.total_sales_price)}. Free shipping and free 14-day returns.`;
  const path = productDetailsPath(diamond.diamond_id);
  const image = diamond.has_image_file ? diamond.image_file_url : undefined;
  return pageMeta(origin, {
    title: name,
    description,
    path,
    type: 'product',
    image,
    jsonLd: productJsonLd(origin, { name, description, sku: String(diamond.diamond_id), image, price: diamond.total_sales_price, url: path }),
  });
};
