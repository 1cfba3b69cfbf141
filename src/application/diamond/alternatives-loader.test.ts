import { throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { AlternativesLoader } from './alternatives-loader';
import { FindAlternatives } from './find-alternatives.use-case';
import type { ProductDetailsModel } from './product-details.model';
import { aPage, open, PageDouble, stones } from './product-details.test-support';

describe('the product details page', () => {
  describe('a stone the shop cannot sell', () => {
    // Rounds within the default search ($1,000 to $5,000), and Ovals near the sold Oval below.
    const shelf = [
      ...stones,
      aDiamond({ id: 'R1', size: 0.7, price: 2_400 }),
      aDiamond({ id: 'R2', size: 0.9, price: 3_900 }),
      aDiamond({ id: 'R3', size: 0.5, price: 1_500 }),
      aDiamond({ id: 'O1', shape: 'Oval', size: 1.02, price: 7_300 }),
      aDiamond({ id: 'O2', shape: 'Oval', size: 0.98, price: 7_000 }),
      aDiamond({ id: 'O3', shape: 'Oval', size: 1.05, price: 7_700 }),
      aDiamond({ id: 'O4', shape: 'Oval', size: 2.5, price: 30_000 }),
    ];
    const soldOval = aDiamond({ id: 'SOLD', shape: 'Oval', size: 1.01, color: 'F', clarity: 'VS2', price: 7_250 });
    const aShelf = () => {
      const shop = aPage({ diamonds: shelf });
      shop.gateway.sold.set('SOLD', soldOval);
      return shop;
    };
    const offered = (page: ProductDetailsModel) => page.state.alternatives?.stones.map((stone) => stone.diamond.id);

    it('says a sold stone is no longer available and offers the three stones on sale nearest it, saying what they are', () => {
      const { page, settle } = aShelf();
      page.open(open('SOLD'));
      settle();
      expect(page.state).toMatchObject({ notFound: true, diamond: null, notFoundMessage: 'This diamond is no longer available' });
      expect(page.state.alternatives).toMatchObject({
        kind: 'similar',
        note: 'This 1.01 ct Oval diamond (F color, VS2 clarity) has been sold. Here are the 3 diamonds on sale closest to it: the same shape, close in carat, color, clarity and price.',
        search: null,
      });
      expect(offered(page)).toEqual(['O1', 'O2', 'O3']);
      expect(page.state.alternatives?.stones.every((stone) => stone.label === null)).toBe(true);
    });

    it('says an id the shop never had was not found and offers the top picks of the default search, named as such', () => {
      const { page, gateway, settle } = aShelf();
      page.open(open('nope'));
      settle();
      expect(page.state).toMatchObject({ notFound: true, notFoundMessage: 'Diamond was not found' });
      expect(page.state.alternatives).toMatchObject({
        kind: 'top-picks',
        note: 'We have no diamond with this number. Here are the top 3 picks of our default search, Round diamonds, $1,000.00 to $5,000.00, instead.',
        search: { shapes: ['Round'], priceFrom: 1_000, priceTo: 5_000 },
      });
      expect(offered(page)).toHaveLength(3);
      expect(page.state.alternatives?.stones.map((stone) => stone.label)).toEqual(['biggest', 'brightest', 'best deal']);
      expect(gateway.queries).toEqual([{ shapes: ['Round'], priceFrom: 1_000, priceTo: 5_000 }]);
    });

    it('offers the top picks for an address naming no stone the browser knows either', () => {
      const { page, settle } = aShelf();
      page.open(undefined);
      settle();
      expect(page.state).toMatchObject({ notFound: true, notFoundMessage: 'Diamond was not found', alternatives: { kind: 'top-picks' } });
    });

    it('shows what the server offered without asking again, and asks once the page runs when the server could not say', () => {
      const served = aShelf();
      const page = served.build();
      page.seed({ id: 'SOLD', diamond: null, notFound: true, alternatives: { kind: 'similar', message: 'This diamond is no longer available', note: 'Sold.', stones: [], search: null } });
      page.attach();
      page.open(open('SOLD'));
      served.settle();
      expect(page.state).toMatchObject({ notFoundMessage: 'This diamond is no longer available', alternatives: { note: 'Sold.' } });
      expect(served.gateway.loaded).toEqual([]);

      const unsaid = aShelf();
      const later = unsaid.build();
      later.seed({ id: 'SOLD', diamond: null, notFound: true, alternatives: null });
      later.attach();
      later.open(open('SOLD'));
      unsaid.settle();
      expect(offered(later)).toEqual(['O1', 'O2', 'O3']);
      expect(unsaid.gateway.loaded).toEqual([]);
    });

    it('keeps its message and a new search when the service cannot say what to offer', () => {
      const { page, gateway, settle } = aShelf();
      gateway.similarDiamonds = () => throwError(() => new Error('The recommendation service is unreachable.'));
      page.open(open('SOLD'));
      settle();
      expect(page.state).toMatchObject({ notFound: true, notFoundMessage: 'Diamond was not found', alternatives: null });
    });
  });
});

describe('AlternativesLoader', () => {
  const aLoader = () => {
    const page = new PageDouble({ notFound: true });
    const gateway = new InMemoryRecommendationGateway(stones);
    return { page, gateway, loader: new AlternativesLoader(page, new FindAlternatives(gateway, new RecordingLogger())) };
  };

  it('asks once per stone what to offer instead, and says what it offers', () => {
    const { page, gateway, loader } = aLoader();
    loader.load('nope');
    loader.load('nope');
    expect(gateway.queries).toHaveLength(1);
    expect(page.state).toMatchObject({ notFoundMessage: 'Diamond was not found', alternatives: { kind: 'top-picks' } });
  });

  it('shows alternatives already known as they are, and offers nothing once the page shows a stone', () => {
    const { page, gateway, loader } = aLoader();
    loader.show('SOLD', { kind: 'similar', message: 'This diamond is no longer available', note: 'Sold.', stones: [], search: null });
    loader.load('SOLD');
    expect([gateway.queries.length, page.state.notFoundMessage]).toEqual([0, 'This diamond is no longer available']);
    page.patch({ notFound: false });
    loader.load('nope');
    expect(page.state).toMatchObject({ alternatives: null, notFoundMessage: 'Diamond was not found' });
  });
});
