import { firstValueFrom } from 'rxjs';
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CompareDiamonds } from '../../application/discovery/compare-diamonds.use-case';
import type { CompareSeed } from '../../application/discovery/compare.model';
import { COMPARISON_PATH, comparedIdsFromAddress, comparisonPath } from '../../application/discovery/discovery-paths';
import { stoneCarat } from '../../domain/diamond/carat';
import type { Diamond } from '../../domain/diamond/diamond';
import { encodeDiamondId } from '../../domain/diamond/diamond-id-codec';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formatPrice } from '../../domain/shared/money';
import { isServiceDown, isShopError } from '../../domain/shared/shop-error';
import { publicOrigin } from '../request-container.server';
import { containerOf } from '../request-context';
import { diamondOffer } from '../seo/diamond-offer';
import { diamondSocialImage } from '../seo/diamond-social-image';
import { productListJsonLd } from '../seo/json-ld';
import { originOf, pageMeta, type SeoData } from '../seo/page-meta';

export { default } from '../../ui/discovery/compare-page';

/** The two stones the address names (`?ids=…,…`, encoded as the product page's address encodes an id), through the
 * same use case the page's model uses. An address naming none renders the page's frame (ids in route state are only
 * known to the browser); an unknown stone answers 404, ids that are not two readable ones 400, a service that cannot
 * answer 503, each with the catalogue's message on the page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ids = comparedIdsFromAddress(new URL(request.url).search);
  if (ids === null) return data<CompareSeed>({ ids: null, pair: null, error: null });
  try {
    const pair = await firstValueFrom(containerOf(context).get(CompareDiamonds).execute(ids));
    const jsonLd = productListJsonLd(publicOrigin(request), { name: comparisonTitle(pair), url: comparisonPath(canonicalIds(pair)), products: pair.map(diamondOffer) });
    return data<CompareSeed & SeoData>({ ids, pair, error: null, jsonLd });
  } catch (error) {
    const told = isShopError(error) ? error : SHOP_ERRORS.NO_DIAMONDS_PASSED;
    return data<CompareSeed>({ ids, pair: null, error: told.message }, { status: isServiceDown(told) ? 503 : told === SHOP_ERRORS.DIAMOND_NOT_FOUND ? 404 : 400 });
  }
}

/** Once the shop runs in the browser, its model compares the stones itself, as before: no extra trip to the server. */
export const clientLoader = (): CompareSeed | null => null;

const named = (diamond: Diamond): string => `${stoneCarat(diamond.size)} ct ${diamond.shape}`;
const comparisonTitle = ([first, second]: readonly [Diamond, Diamond]): string => `Compare ${named(first)} and ${named(second)}`;
/** The two ids in one stable order (whichever was ticked first), for one canonical address. */
const canonicalIds = (pair: readonly Diamond[]): string[] => pair.map((diamond) => diamond.id).sort((a, b) => (encodeDiamondId(a) < encodeDiamondId(b) ? -1 : 1));

/** What a search engine or a link preview reads of a comparison: the two stones, and a canonical address naming
 * them in one stable order (whichever was ticked first). */
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const origin = originOf(matches);
  const jsonLd = (loaded as SeoData | undefined)?.jsonLd;
  const pair = loaded?.pair ?? null;
  if (pair === null) {
    return pageMeta(origin, {
      title: loaded?.error ?? 'Compare two diamonds',
      description: 'Two diamonds side by side at Loupe: cut, color, clarity and carat.',
      path: COMPARISON_PATH,
      noindex: true,
    });
  }
  const [first, second] = pair;
  return pageMeta(origin, {
    title: comparisonTitle(pair),
    description: `${named(first)} (${formatPrice(first.price)}) and ${named(second)} (${formatPrice(second.price)}) side by side: cut, color, clarity and carat. GIA certified, free shipping and free 14-day returns.`,
    path: comparisonPath(canonicalIds(pair)),
    image: diamondSocialImage(first),
    ...(jsonLd ? { jsonLd } : {}),
  });
};
