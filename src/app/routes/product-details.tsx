import { firstValueFrom } from 'rxjs';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AddDiamondToBag } from '../../application/bag/add-diamond-to-bag.use-case';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import { formFieldsOf } from '../form-action.server';
import { LoadDealInsight } from '../../application/diamond/load-deal-insight.use-case';
import { LoadDiamond } from '../../application/diamond/load-diamond.use-case';
import type { ProductDetailsSeed } from '../../application/diamond/product-details.model';
import { decodeDiamondId } from '../../domain/diamond/diamond-id-codec';
import { isServiceDown } from '../../domain/shared/shop-error';
import { publicOrigin } from '../request-container.server';
import { containerOf } from '../request-context';
import { diamondOffer } from '../seo/diamond-offer';
import { productJsonLd } from '../seo/json-ld';
import type { SeoData } from '../seo/page-meta';
import { productMeta } from '../seo/product-meta';

export { default } from '../../ui/diamond/product-details-page';

type ProductDetailsData = ProductDetailsSeed & SeoData;

/** The stone the address names, through the same use case the page's model uses; an unknown one answers 404 and the
 * page says it was not found, a service that cannot answer 503 (never a 404 a crawler would drop the stone for). Its
 * price position (the deal insight) loads beside it, through the model's use case too: null when the service cannot
 * say, and the page then shows no deal insight. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (params.encodedId === undefined) return data<ProductDetailsData>({ id: null, diamond: null, notFound: false });
  const id = decodeDiamondId(params.encodedId);
  if (id === null) return data<ProductDetailsData>({ id: null, diamond: null, notFound: true }, { status: 404 });
  const container = containerOf(context);
  const pricePosition = firstValueFrom(container.get(LoadDealInsight).execute(id));
  try {
    const diamond = await firstValueFrom(container.get(LoadDiamond).execute(id));
    return data<ProductDetailsData>({ id, diamond, notFound: false, pricePosition: await pricePosition, jsonLd: productJsonLd(publicOrigin(request), diamondOffer(diamond)) });
  } catch (error) {
    if (isServiceDown(error)) return data<ProductDetailsData>({ id, diamond: null, notFound: false, unavailable: true }, { status: 503 });
    return data<ProductDetailsData>({ id, diamond: null, notFound: true }, { status: 404 });
  }
}

/** Select diamond, pressed before the page's script ran: the same use case the model runs puts the stone in the bag
 * on the server (the bag's cookie set), and the browser goes on to the bag; a refusal comes back on the page. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const fields = await formFieldsOf(request);
  const id = params.encodedId === undefined ? null : decodeDiamondId(params.encodedId);
  if (fields?.intent !== 'select' || id === null) return data({ failure: SHOP_ERRORS.ITEM_NOT_ADDED.message }, { status: 400 });
  try {
    await firstValueFrom(containerOf(context).get(AddDiamondToBag).execute(id));
  } catch (error) {
    return data({ failure: (isShopError(error) ? error : SHOP_ERRORS.ITEM_NOT_ADDED).message }, { status: 400 });
  }
  return redirect('/cart', 303);
}

/** Once the shop runs in the browser, its model loads the stone itself, as before: no extra trip to the server. */
export const clientLoader = (): ProductDetailsData | null => null;

/** What a search engine or a link preview reads of the stone: title, description, canonical address, Open Graph and
 * Twitter tags with its card, and the stone as a schema.org Product (built by the loader). */
export const meta: MetaFunction<typeof loader> = (args) => productMeta(args);
