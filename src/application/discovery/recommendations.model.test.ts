import { describe, expect, it } from 'vitest';
import { encodeDiamondId } from '../../domain/diamond/diamond-id-codec';
import { dealVerdict } from '../../domain/diamond/deal-verdict';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { aDealBasis, aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { InMemoryShopByStore } from '../../../test/doubles/in-memory-shop-by.store';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ChooseShape } from './choose-shape.use-case';
import { pickPath } from './discovery-paths';
import { ReadCurrentSearch } from './read-current-search.query';
import { RecommendDiamonds } from './recommend-diamonds.use-case';
import { failedResults, RecommendationsModel, resultsOf, type RecommendationsSeed } from './recommendations.model';
import { RememberSearch } from './remember-search.use-case';
import { WidenSearch } from './widen-search.use-case';

const stones = [
  aDiamond({ id: 'A', size: 1.01, price: 6000, deal: aDealBasis(6_800, 6_400) }),
  aDiamond({ id: 'B', size: 1.5, price: 9000, color: 'J', clarity: 'SI1', deal: aDealBasis(9_000, 8_900) }),
  aDiamond({ id: 'C', size: 0.9, price: 5200, color: 'D', clarity: 'IF' }),
  aDiamond({ id: 'D', size: 1.2, price: 5100, deal: aDealBasis(4_500, 5_000, 3) }),
  aDiamond({ id: 'E', size: 1.1, price: 7000 }),
  aDiamond({ id: 'O', shape: 'Oval', size: 1.3, price: 6500 }),
];

function aPage(query: object | null = { shapes: ['Round'], priceFrom: 5000, priceTo: 10000, attr: 'price' }) {
  const store = new InMemoryShopByStore();
  store.query = query;
  const gateway = new InMemoryRecommendationGateway(stones);
  const logger = new RecordingLogger();
  const model = new RecommendationsModel(new ReadCurrentSearch(store), new RecommendDiamonds(gateway, logger), new ChooseShape(store), new RememberSearch(store), new WidenSearch(gateway, logger));
  model.attach();
  return { model, store, gateway };
}
const ids = (model: RecommendationsModel) => model.state.results.picks.map((pick) => pick.diamond.id);


describe('RecommendationsModel', () => {
  it('gives each pick the verdict of the deal block it came with, with the picks, and none to a pick without one', () => {
    const { model } = aPage();
    model.open('');
    const verdicts = Object.fromEntries(model.state.results.picks.map((pick) => [pick.diamond.id, pick.verdict]));
    expect(ids(model)).toEqual(expect.arrayContaining(['A', 'B', 'D', 'E']));
    expect(verdicts).toEqual({
      A: dealVerdict(6000, aDealBasis(6_800, 6_400)),
      B: expect.objectContaining({ kind: 'in-line', label: 'Priced in line' }),
      D: expect.objectContaining({ kind: 'above', sentence: '13% above the market price for its grades' }),
      E: null,
    });
    expect(Object.values(verdicts).filter((verdict) => verdict === null)).toHaveLength(1);
  });

  it('keeps the verdicts of the picks the server rendered, without asking the service again', () => {
    const loaded = aPage();
    loaded.model.open('');
    const { gateway, store } = aPage();
    const logger = new RecordingLogger();
    const model = new RecommendationsModel(new ReadCurrentSearch(store), new RecommendDiamonds(gateway, logger), new ChooseShape(store), new RememberSearch(store), new WidenSearch(gateway, logger));
    model.seed({ query: { shapes: ['Round'], priceFrom: 5000, priceTo: 10000, attr: 'price' }, results: loaded.model.state.results });
    model.attach();
    expect(model.state.results.picks.find((pick) => pick.diamond.id === 'A')?.verdict).toMatchObject({ kind: 'good-deal' });
    expect(gateway.queries).toEqual([]);
  });

  it('without a search in the address, loads the Top 4 of the stored search and writes it into the address', () => {
    const { model, gateway } = aPage();
    expect(model.state.results.loading).toBe(true);
    model.open('');
    expect(gateway.queries).toEqual([{ shapes: ['Round'], priceFrom: 5000, priceTo: 10000, attr: 'price' }]);
    expect(model.state).toMatchObject({ shape: 'Round', budget: '$5,000.00 to $10,000.00', results: { loading: false, error: null, totalAvailable: 5 } });
    expect(ids(model)).toHaveLength(4);
    expect(model.state.destination).toEqual({ to: '/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price', replace: true });
    model.open('?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price');
    expect(gateway.queries).toHaveLength(1);
  });

  it('loads the Top 4 of the search in the address, and remembers it as the shopper\'s search', () => {
    const { model, gateway, store } = aPage(null);
    model.open('?price_total_from=5000&price_total_to=10000&shapes=oval');
    expect(gateway.queries).toEqual([{ priceFrom: 5000, priceTo: 10000, shapes: ['Oval'] }]);
    expect(model.state).toMatchObject({ shape: 'Oval', budget: '$5,000.00 to $10,000.00', destination: null });
    expect(ids(model)).toEqual(['O']);
    expect(store).toMatchObject({ query: { priceFrom: 5000, priceTo: 10000, shapes: ['Oval'] }, shapeFilter: 'Oval', step: 'step2' });
  });

  it('asks again for another search in the address', () => {
    const { model, gateway } = aPage();
    model.open('?price_total_from=5000&price_total_to=10000&shapes=Round');
    model.open('?price_total_from=5000&price_total_to=10000&shapes=Oval');
    expect(gateway.queries.at(-1)).toEqual({ shapes: ['Oval'], priceFrom: 5000, priceTo: 10000 });
    expect(ids(model)).toEqual(['O']);
  });

  it.each([
    ['a price that is no number', '?price_total_from=lots&price_total_to=10000&shapes=Round'],
    ['bounds the wrong way round', '?price_total_from=10000&price_total_to=5000&shapes=Round'],
    ['a shape the shop does not sell', '?price_total_from=5000&price_total_to=10000&shapes=Triangle'],
    ['a key given twice', '?price_total_from=5000&price_total_from=6000&shapes=Round'],
  ])('says the results could not be loaded for an address with %s, without asking the service', (_, search) => {
    const { model, gateway } = aPage();
    model.open(search);
    expect(gateway.queries).toEqual([]);
    expect(model.state.results).toEqual(failedResults(SHOP_ERRORS.RESULTS_NOT_LOADED));
    expect(model.state.results).toMatchObject({ error: 'There was an error loading the results', noMatch: false, widerSearches: [] });
    expect(model.state.budget).toBeNull();
  });

  it('keeps the loading error for a service that cannot answer, and offers no wider search', () => {
    const { model, gateway } = aPage();
    gateway.failWith = new Error('offline');
    model.open('');
    expect(model.state.results).toMatchObject({ error: 'There was an error loading the results', noMatch: false, widerSearches: [] });
  });

  describe('a search no stone matches', () => {
    it.each([
      [
        'a budget',
        '?price_total_from=6100&price_total_to=6400&shapes=Round',
        'A wider budget finds some:',
        [{ label: 'Widen the budget to $4,500.00 to $9,600.00: 5 diamonds', to: '/shop-by-price/step2?price_total_from=4500&price_total_to=9600&shapes=Round' }],
      ],
      [
        'a size',
        '?size_from=1.3&size_to=1.4&shapes=Round&attr=size',
        'A wider size finds some:',
        [{ label: 'Widen the size to 1.04 to 1.68 ct: 3 diamonds', to: '/shop-by-price/step2?size_from=1.04&size_to=1.68&shapes=Round&attr=size' }],
      ],
      [
        'a budget and a size',
        '?price_total_from=5000&price_total_to=5150&size_from=1.05&size_to=1.1&shapes=Round',
        'A wider budget or size finds some:',
        [
          { label: 'Widen the budget to $3,700.00 to $7,800.00: 1 diamond', to: '/shop-by-price/step2?price_total_from=3700&price_total_to=7800&size_from=1.05&size_to=1.1&shapes=Round' },
          { label: 'Widen the size to 0.84 to 1.32 ct: 1 diamond', to: '/shop-by-price/step2?price_total_from=5000&price_total_to=5150&size_from=0.84&size_to=1.32&shapes=Round' },
        ],
      ],
    ])('with %s says none matches, not that the results failed, and offers the wider searches that find stones', (_case, search, note, widerSearches) => {
      const { model } = aPage(null);
      model.open(search);
      expect(model.state.results).toMatchObject({ loading: false, error: null, noMatch: true, picks: [], title: 'No diamond matches this search.', chosenFrom: null, note, widerSearches });
    });

    it('offers no wider search that would find nothing either, and says to search again', () => {
      const { model, gateway } = aPage(null);
      model.open('?price_total_from=7100&price_total_to=7400&size_from=1.3&size_to=1.4&shapes=Round');
      expect(gateway.queries).toHaveLength(3);
      expect(model.state.results).toMatchObject({ noMatch: true, note: 'Try a new search with another budget, size or shape.', widerSearches: [] });
    });
  });

  it.each([
    ['one pick', '?price_total_from=8000&price_total_to=9500&shapes=Round', 'Top pick', 'Chosen from 1 matching diamond'],
    ['two picks', '?price_total_from=6500&price_total_to=9500&shapes=Round', 'Top 2', 'Chosen from 2 matching diamonds'],
    ['four picks', '?price_total_from=5000&price_total_to=10000&shapes=Round', 'Top 4', 'Chosen from 5 matching diamonds'],
  ])('titles %s by their number, and says in the singular that one stone matched', (_case, search, title, chosenFrom) => {
    const { model } = aPage(null);
    model.open(search);
    expect(model.state.results).toMatchObject({ title, chosenFrom });
  });

  it('a shape in the header is remembered, written into the search and the address, clears the ticks and loads its picks', () => {
    const { model, store } = aPage();
    model.open('');
    model.toggleFilter();
    expect(model.state.filterOpen).toBe(true);
    model.startCompare();
    model.toggleCompared('A');
    model.selectShape('Oval');
    expect(model.state).toMatchObject({ filterOpen: false, shape: 'Oval', compared: [], compareMode: true, destination: { to: '/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Oval&attr=price', replace: true } });
    expect(store.shapeFilter).toBe('Oval');
    expect(store.query).toMatchObject({ shapes: ['Oval'], priceFrom: 5000 });
    expect(ids(model)).toEqual(['O']);
  });

  it('the shape on screen chosen again only closes the filter', () => {
    const { model, store, gateway } = aPage();
    model.open('');
    model.toggleFilter();
    model.selectShape('Round');
    expect(model.state.filterOpen).toBe(false);
    expect(store.shapeFilter).toBeNull();
    expect(gateway.queries).toHaveLength(1);
  });

  it('compares exactly two: a third is refused and the two stay; a tick again unticks; cancel clears', () => {
    const { model } = aPage();
    model.open('');
    const [first, second, third] = ids(model) as [string, string, string];
    model.startCompare();
    model.toggleCompared(first);
    expect(model.state.canOpenComparison).toBe(false);
    model.toggleCompared(second);
    expect(model.state.canOpenComparison).toBe(true);
    model.toggleCompared(third);
    expect(model.state).toMatchObject({ compared: [first, second], compareError: 'You can only compare two items at a time.' });
    model.toggleCompared(second);
    expect(model.state).toMatchObject({ compared: [first], compareError: null, canOpenComparison: false });
    model.cancelCompare();
    expect(model.state).toMatchObject({ compareMode: false, compared: [] });
  });

  it('opens the comparison of the two ticked with their labels, and not with fewer', () => {
    const { model } = aPage();
    model.open('');
    const [first, , third] = model.state.results.picks;
    model.startCompare();
    model.toggleCompared(first!.diamond.id);
    const before = model.state.destination;
    model.openComparison();
    expect(model.state.destination).toBe(before);
    model.toggleCompared(third!.diamond.id);
    model.openComparison();
    expect(model.state.destination).toEqual({
      to: `/compare-diamonds?ids=${encodeDiamondId(first!.diamond.id)},${encodeDiamondId(third!.diamond.id)}`,
      state: {
        diamondIds: [first!.diamond.id, third!.diamond.id],
        featureLabels: { [first!.diamond.id]: first!.featureLabel, [third!.diamond.id]: third!.featureLabel },
      },
    });
  });

  it("each pick's link is its detail page with its label in the address", () => {
    const { model } = aPage();
    model.open('');
    expect(model.state.results.picks.map((pick) => [pick.featureLabel, pickPath(pick)])).toEqual(
      model.state.results.picks.map((pick) => [pick.featureLabel, `/product-details/${encodeDiamondId(pick.diamond.id)}?pick=${pick.featureLabel.replace(' ', '-')}`]),
    );
    expect(pickPath(model.state.results.picks[0]!)).toMatch(/\?pick=finest$/);
  });

  it('a view mounted twice keeps the picks on screen, and loads again those still on their way', () => {
    const { model, gateway } = aPage();
    model.open('');
    model.dispose();
    model.attach();
    model.open('?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price');
    expect(gateway.queries).toHaveLength(1);
  });

  describe('started from what the server loaded', () => {
    const seed: RecommendationsSeed = {
      query: { priceFrom: 5000, priceTo: 10000, shapes: ['Round'], attr: 'price' },
      results: resultsOf({ picks: [{ key: 'recommended', featureLabel: 'finest', diamond: stones[0]!, verdict: null }], totalAvailable: 5, state: {} }),
    };

    it('shows the server\'s picks at once and does not ask for them again when the browser opens the same address', () => {
      const { model, gateway, store } = aPage(null);
      model.seed(seed);
      expect(model.state).toMatchObject({ shape: 'Round', budget: '$5,000.00 to $10,000.00', results: seed.results });
      model.open('?shapes=Round&attr=price&price_total_to=10000&price_total_from=5000');
      expect(gateway.queries).toEqual([]);
      expect(model.state.results).toBe(seed.results);
      // The shared search becomes the shopper's own.
      expect(store.query).toEqual(seed.query);
    });

    it('shows the server\'s message for an address it could not read, and does not ask either', () => {
      const { model, gateway } = aPage();
      const told = failedResults(SHOP_ERRORS.RESULTS_NOT_LOADED);
      model.seed({ query: null, results: told });
      model.open('?price_total_from=abc');
      expect(gateway.queries).toEqual([]);
      expect(model.state.results).toBe(told);
    });

    it('without a search from the server, loads the stored one in the browser as before', () => {
      const { model, gateway } = aPage();
      model.seed({ query: null, results: null });
      expect(model.state.results.loading).toBe(true);
      model.open('');
      expect(gateway.queries).toHaveLength(1);
    });
  });
});
