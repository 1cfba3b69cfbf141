import { firstValueFrom } from 'rxjs';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AddDiamondToBag } from '../../application/bag/add-diamond-to-bag.use-case';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import { formFieldsOf } from '../form-action.server';
import { FindAlternatives } from '../../application/diamond/find-alternatives.use-case';
import { LoadDealInsight } from '../../application/diamond/load-deal-insight.use-case';
import { LoadDiamond } from '../../application/diamond/load-diamond.use-case';
import type { ProductDetailsSeed } from '../../application/diamond/product-details.model';
import { isGoneForGood } from '../../domain/diamond/alternatives';
import type { DiamondId } from '../../domain/diamond/diamond';
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

/** The stone the address names, through the same use case the page's model uses. Its price position (the deal
 * insight) loads beside it, through the model's use case too: null when the service cannot say, and the page then
 * shows no deal insight. A stone the shop cannot sell is no dead end: the page offers stones instead
 * (`FindAlternatives`) and answers 410 for a stone that sold (it existed and will not come back: one stone, one
 * sale), 404 for an id the shop never had. A service that cannot answer, for the stone or for what to offer instead,
 * is 503: the page is asked for again, never dropped by a crawler as gone. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (params.encodedId === undefined) return data<ProductDetailsData>({ id: null, diamond: null, notFound: false });
  const container = containerOf(context);
  const id = decodeDiamondId(params.encodedId);
  if (id === null) return withAlternatives(container, null);
  const pricePosition = firstValueFrom(container.get(LoadDealInsight).execute(id));
  try {
    const diamond = await firstValueFrom(container.get(LoadDiamond).execute(id));
    return data<ProductDetailsData>({ id, diamond, notFound: false, pricePosition: await pricePosition, jsonLd: productJsonLd(publicOrigin(request), diamondOffer(diamond)) });
  } catch (error) {
    if (isServiceDown(error)) return data<ProductDetailsData>({ id, diamond: null, notFound: false, unavailable: true }, { status: 503 });
    return withAlternatives(container, id);
  }
}

/** The page of a stone the shop cannot sell, with what it offers instead (`id` null: the address's id cannot be read,
 * a 404 whatever the service says). */
async function withAlternatives(container: ReturnType<typeof containerOf>, id: DiamondId | null) {
  try {
    const alternatives = await firstValueFrom(container.get(FindAlternatives).execute(id));
    return data<ProductDetailsData>({ id, diamond: null, notFound: true, alternatives }, { status: isGoneForGood(alternatives) ? 410 : 404 });
  } catch {
    // Whether the stone sold (410) or never was (404) is the service's to say: until it can, ask again later.
    return data<ProductDetailsData>({ id, diamond: null, notFound: true, alternatives: null }, { status: id === null ? 404 : 503 });
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
