import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecommendationGateway } from '../../application/kernel/recommendation.gateway.port';
import { failedResults, resultsOf, type RecommendationsSeed } from '../../application/discovery/recommendations.model';
import { readServerConfig } from '../../composition/config';
import { buildContainer, serveWith } from '../../composition/container';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { requestContainer } from '../request-context';
import { loader, meta } from './recommendations';

const stones = [
  aDiamond({ id: 'R1', size: 1.01, price: 6000, hasImage: true, imageUrl: '/media/diamonds/round.svg' }),
  aDiamond({ id: 'R2', size: 1.5, price: 9000 }),
  aDiamond({ id: 'R3', size: 0.9, price: 5200 }),
  aDiamond({ id: 'R4', size: 1.2, price: 5100 }),
  aDiamond({ id: 'O1', shape: 'Oval', size: 1.3, price: 6500 }),
];

const loaderFor = async (search: string, gateway: InMemoryRecommendationGateway = new InMemoryRecommendationGateway(stones)) => {
  const context = new RouterContextProvider();
  context.set(requestContainer, buildContainer(readServerConfig({ MOCK_URL: 'http://127.0.0.1:9' }), serveWith(RecommendationGateway, gateway)));
  const request = new Request(`http://shop.test/shop-by-price/step2${search}`);
  return (await loader({ params: {}, context, request } as unknown as LoaderFunctionArgs)) as unknown as { init: ResponseInit | null; data: RecommendationsSeed };
};

type MetaArgs = Parameters<typeof meta>[0];
const metaFor = (data: RecommendationsSeed): Record<string, unknown>[] =>
  meta({
    data,
    matches: [{ id: 'root', meta: [], data: { origin: 'https://loupe.example' } }],
    params: {},
    location: { pathname: '/shop-by-price/step2' },
    error: undefined,
  } as unknown as MetaArgs) as Record<string, unknown>[];

describe('the recommendations on the server', () => {
  it('load the Top 4 of the search in the address through the recommendation service', async () => {
    const gateway = new InMemoryRecommendationGateway(stones);
    const answer = await loaderFor('?price_total_from=5000&price_total_to=10000&shapes=Round', gateway);
    expect(gateway.queries).toEqual([{ priceFrom: 5000, priceTo: 10000, shapes: ['Round'] }]);
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.query).toEqual({ priceFrom: 5000, priceTo: 10000, shapes: ['Round'] });
    expect(answer.data.results?.picks.map((pick) => pick.diamond.id).sort()).toEqual(['R1', 'R2', 'R3', 'R4']);
    expect(answer.data.results).toMatchObject({ loading: false, error: null, totalAvailable: 4 });
  });

  it('render only the frame for an address naming no search: the stored search is the browser\'s', async () => {
    const gateway = new InMemoryRecommendationGateway(stones);
    const answer = await loaderFor('', gateway);
    expect(answer.data).toEqual({ query: null, results: null });
    expect(gateway.queries).toEqual([]);
  });

  it.each(['?price_total_from=cheap&shapes=Round', '?price_total_from=9000&price_total_to=100', '?shapes=Round,Kite', '?attr=colour'])(
    'answer 400 with the catalogue\'s message for %s, without asking the service',
    async (search) => {
      const gateway = new InMemoryRecommendationGateway(stones);
      const answer = await loaderFor(search, gateway);
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({ query: null, results: failedResults(SHOP_ERRORS.RESULTS_NOT_LOADED) });
      expect(answer.data.results).toMatchObject({ error: 'There was an error loading the results', picks: [], noMatch: false });
      expect(gateway.queries).toEqual([]);
    },
  );

  it('say a search no stone matches finds none, with the wider searches that find stones, in the first HTML', async () => {
    const gateway = new InMemoryRecommendationGateway(stones);
    const answer = await loaderFor('?price_total_from=6100&price_total_to=6400&shapes=Round', gateway);
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.results).toMatchObject({
      loading: false,
      error: null,
      noMatch: true,
      picks: [],
      title: 'No diamond matches this search.',
      note: 'A wider budget finds some:',
      widerSearches: [{ label: 'Widen the budget to $4,500.00 to $9,600.00: 4 diamonds', to: '/shop-by-price/step2?price_total_from=4500&price_total_to=9600&shapes=Round' }],
    });
    expect(gateway.queries.slice(1)).toEqual([{ priceFrom: 4500, priceTo: 9600, shapes: ['Round'] }]);
    expect((answer.data as { jsonLd?: unknown }).jsonLd).toBeUndefined();
  });

  it('name the list of one pick its top pick in the structured data', async () => {
    const answer = await loaderFor('?price_total_from=8000&price_total_to=9500&shapes=Round');
    expect(answer.data.results).toMatchObject({ title: 'Top pick', chosenFrom: 'Chosen from 1 matching diamond' });
    expect((answer.data as { jsonLd?: { name?: string } }).jsonLd?.name).toBe('Top pick: Round diamonds, $8,000.00 to $9,500.00');
  });

  it('tell search engines and link previews the search, with a canonical address keeping its keys in one order', () => {
    const tags = metaFor({
      query: { shapes: ['Round'], attr: 'price', priceTo: 10000, priceFrom: 5000 },
      results: resultsOf({ picks: [{ key: 'recommended', featureLabel: 'finest', diamond: stones[0]!, verdict: null }], totalAvailable: 1234, state: {} }),
    });
    const canonical = 'https://loupe.example/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price';
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: canonical });
    expect(tags).toContainEqual({ property: 'og:url', content: canonical });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Top 4: Round diamonds, $5,000.00 to $10,000.00 | Loupe' });
    expect(tags).toContainEqual({ property: 'og:image', content: `https://loupe.example/media/social/diamonds/${stones[0]!.id}.png` });
    expect(tags).toContainEqual({ property: 'og:image:type', content: 'image/png' });
    expect(tags).toContainEqual({
      name: 'description',
      content: 'The four diamonds Loupe recommends for Round diamonds, $5,000.00 to $10,000.00, chosen from 1,234 matching diamonds. GIA certified, free shipping and free 14-day returns.',
    });
    expect(tags.some((tag) => 'title' in tag)).toBe(false);
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('name a size search in carats', () => {
    const tags = metaFor({ query: { sizeTo: 1.49, shapes: ['Oval'], sizeFrom: 1.25, attr: 'size' }, results: null });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://loupe.example/shop-by-price/step2?size_from=1.25&size_to=1.49&shapes=Oval&attr=size' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Top 4: Oval diamonds of 1.25 to 1.49 ct | Loupe' });
  });

  it('ask search engines not to list the frame of a stored search or an address the shop cannot read', () => {
    for (const seed of [
      { query: null, results: null },
      { query: null, results: failedResults(SHOP_ERRORS.RESULTS_NOT_LOADED) },
    ]) {
      const tags = metaFor(seed);
      expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
      expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://loupe.example/shop-by-price/step2' });
    }
  });
});
