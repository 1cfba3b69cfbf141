import { firstValueFrom } from 'rxjs';
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { RECOMMENDATIONS_PATH, recommendationsPath } from '../../application/discovery/discovery-paths';
import { failedResults, resultsOrWider, type RecommendationsSeed } from '../../application/discovery/recommendations.model';
import { RecommendDiamonds } from '../../application/discovery/recommend-diamonds.use-case';
import { WidenSearch } from '../../application/discovery/widen-search.use-case';
import { stoneCarat } from '../../domain/diamond/carat';
import { searchFromAddress } from '../../domain/discovery/search-address';
import { describeBudget, queryShapes, type ShopByQuery } from '../../domain/discovery/shop-by';
import { formatPrice } from '../../domain/shared/money';
import { isServiceDown, isShopError } from '../../domain/shared/shop-error';
import { publicOrigin } from '../request-container.server';
import { containerOf } from '../request-context';
import { diamondOffer } from '../seo/diamond-offer';
import { diamondSocialImage } from '../seo/diamond-social-image';
import { productListJsonLd } from '../seo/json-ld';
import { originOf, pageMeta, type SeoData } from '../seo/page-meta';
import { formatCount } from '../../domain/shared/count';

export { default } from '../../ui/discovery/recommendations-page';

/** The Top 4 of the search the address names (`?price_total_from=…&price_total_to=…&shapes=Round`), through the same
 * use cases the page's model uses; a search no stone matches says so, with the wider searches that find stones. An
 * address naming no search renders the page's frame (the shopper's stored search is only known to the browser); one
 * the shop cannot read answers 400 with the catalogue's message; a service that cannot answer 503, so that neither a
 * CDN nor a crawler keeps the error. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = searchFromAddress(new URL(request.url).search);
  if (query === null) return data<RecommendationsSeed>({ query: null, results: null });
  if (isShopError(query)) return data<RecommendationsSeed>({ query: null, results: failedResults(query) }, { status: 400 });
  try {
    const container = containerOf(context);
    const list = await firstValueFrom(container.get(RecommendDiamonds).execute(query));
    // A search no stone matches says so, with the wider searches that find some, in the first HTML too.
    const results = await firstValueFrom(resultsOrWider(list, () => container.get(WidenSearch).execute(query)));
    // The picks, in the order the page shows them, each a product with its offer.
    const products = results.error ? [] : results.picks.map((pick) => diamondOffer(pick.diamond));
    const jsonLd = products.length > 0 ? productListJsonLd(publicOrigin(request), { name: `${results.title}: ${searchInWords(query)}`, url: recommendationsPath(query), products }) : undefined;
    return data<RecommendationsSeed & SeoData>({ query, results, ...(jsonLd ? { jsonLd } : {}) });
  } catch (error) {
    return data<RecommendationsSeed>({ query, results: failedResults(error) }, { status: isServiceDown(error) ? 503 : 200 });
  }
}

/** Once the shop runs in the browser, its model loads the picks itself, as before: no extra trip to the server. */
export const clientLoader = (): RecommendationsSeed | null => null;

/** 'Round diamonds, $5,000 to $10,000' or 'Oval diamonds of 1.00 to 1.24 ct': the search in words. */
const searchInWords = (query: ShopByQuery): string => {
  const { sizeFrom: from, sizeTo: to } = query;
  const size = from !== undefined && to !== undefined ? ` of ${stoneCarat(from)} to ${stoneCarat(to)} ct` : from !== undefined ? ` of ${stoneCarat(from)} ct or more` : '';
  const budget = describeBudget(query, formatPrice);
  return `${queryShapes(query).join(', ')} diamonds${size}${budget ? `, ${budget}` : ''}`;
};

/** What a search engine or a link preview reads of a results page: the search in words, and a canonical address
 * that keeps the search's keys in their stable order. */
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const jsonLd = (loaded as SeoData | undefined)?.jsonLd;
  const origin = originOf(matches);
  const query = loaded?.query ?? null;
  if (query === null) {
    const unreadable = loaded?.results?.error ?? null;
    return pageMeta(origin, {
      title: unreadable ?? 'Your Top 4 diamonds',
      description: 'The four diamonds Loupe recommends for your search: GIA certified, free shipping and free 14-day returns.',
      path: RECOMMENDATIONS_PATH,
      noindex: true,
    });
  }
  const words = searchInWords(query);
  const results = loaded?.results;
  const chosenFrom = results && results.totalAvailable > 0 ? `, chosen from ${formatCount(results.totalAvailable)} matching diamonds` : '';
  const first = results?.error ? undefined : results?.picks[0]?.diamond;
  return pageMeta(origin, {
    title: `Top 4: ${words}`,
    description: `The four diamonds Loupe recommends for ${words}${chosenFrom}. GIA certified, free shipping and free 14-day returns.`,
    path: recommendationsPath(query),
    ...(first ? { image: diamondSocialImage(first) } : {}),
    ...(jsonLd ? { jsonLd } : {}),
    noindex: Boolean(results?.error),
  });
};
