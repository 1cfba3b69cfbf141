import { describe, expect, it } from 'vitest';
import { aDiamond, aPricePosition } from '../../infrastructure/in-memory/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../infrastructure/in-memory/in-memory-recommendation.gateway';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
import { LoadDealInsight } from '../diamond/load-deal-insight.use-case';
import { CompareDiamonds } from './compare-diamonds.use-case';
import { CompareModel } from './compare.model';
import { encodeDiamondId } from '../../domain/diamond/diamond-id-codec';

const stones = [
  aDiamond({ diamond_id: 'B', size: 1.52, total_sales_price: 9800, color: 'J', clarity: 'SI1' }),
  aDiamond({ diamond_id: 'C', size: 0.91, total_sales_price: 5200, color: 'D', clarity: 'IF' }),
];
const aComparisonWith = (gateway: InMemoryRecommendationGateway) => {
  const logger = new RecordingLogger();
  const model = new CompareModel(new CompareDiamonds(gateway, logger), new LoadDealInsight(gateway, logger));
  model.attach();
  return model;
};
const aComparison = () => aComparisonWith(new InMemoryRecommendationGateway(stones));
const rows = (model: CompareModel) => model.state.rows.map(({ label, values, ahead }) => [label, values, ahead]);
const comparing = (...ids: string[]) => `?ids=${ids.map((id) => (id.startsWith('~') ? id.slice(1) : encodeDiamondId(id))).join(',')}`;
const titles = (model: CompareModel) => model.state.diamonds.map(({ title, label }) => [title, label]);

describe('CompareModel', () => {
  it('shows both stones, their labels and a row per attribute, and asks before leaving', () => {
    const model = aComparison();
    model.open({ diamondIds: ['C', 'B'], featureLabels: { C: 'brightest', B: 'biggest' } });
    expect(model.state.diamonds.map(({ title, price, label }) => [title, price, label])).toEqual([
      ['0.91 ct Round', '$5,200.00', 'brightest'],
      ['1.52 ct Round', '$9,800.00', 'biggest'],
    ]);
    expect(rows(model).slice(0, 4)).toEqual([
      ['Cut', ['Excellent', 'Excellent'], null],
      ['Color', ['D', 'J'], 0],
      ['Clarity', ['IF', 'SI1'], 0],
      ['Carat', ['0.91', '1.52'], 1],
    ]);
    // Each C with each stone's level icon, in words too.
    const icons = model.state.icons;
    expect(icons && [icons.cut, icons.color, icons.clarity, icons.carat].map((row) => row.map((icon) => icon.alt))).toEqual([
      ['Cut Excellent: level 5 of 5', 'Cut Excellent: level 5 of 5'],
      ['Color D: level 5 of 5', 'Color J: level 4 of 5'],
      ['Clarity IF: level 5 of 5', 'Clarity SI1: level 2 of 5'],
      [expect.stringMatching(/^Carat 0\.91 ct: level [1-4] of 4$/), expect.stringMatching(/^Carat 1\.52 ct: level [1-4] of 4$/)],
    ]);
    expect(model.state.leavePrompt).toBe('Are you sure you want to leave your comparison? Your choices will be lost.');
  });

  it('shows the price per carat and each stone’s deal insight after the stones, and marks the stone ahead on each', () => {
    const gateway = new InMemoryRecommendationGateway(stones);
    // C asks $5,200 where $6,000 is expected (13% below); B asks $9,800 where $9,600 is expected (in line).
    gateway.pricePositions.set('C', aPricePosition('C', 6_000));
    gateway.pricePositions.set('B', aPricePosition('B', 9_600));
    const model = aComparisonWith(gateway);
    model.open({ diamondIds: ['C', 'B'] });
    expect(rows(model).slice(4)).toEqual([
      ['Price per carat', ['$5,714.29', '$6,447.37'], 0],
      ['Deal', ['Priced 13% below similar stones', 'Priced in line with similar stones'], 0],
    ]);
    expect(model.state.dealsLoading).toBe(false);
    expect(Object.keys(model.state.insights)).toEqual(['C', 'B']);
  });

  it('keeps the deal row in place while the insights are on their way, and drops it silently when the service cannot say', () => {
    const gateway = new InMemoryRecommendationGateway(stones);
    gateway.lacksPricePosition = true;
    const logger = new RecordingLogger();
    const model = new CompareModel(new CompareDiamonds(gateway, logger), new LoadDealInsight(gateway, logger));
    model.seed({ ids: ['C', 'B'], pair: [stones[1]!, stones[0]!], error: null });
    expect(model.state.dealsLoading).toBe(true);
    expect(rows(model).at(-1)).toEqual(['Deal', [null, null], null]);
    model.attach();
    expect(model.state).toMatchObject({ dealsLoading: false, insights: {}, error: null });
    expect(rows(model).map(([label]) => label)).toEqual(['Cut', 'Color', 'Clarity', 'Carat', 'Price per carat']);
  });

  it('gives the stones the server compared their insights once the page runs in the browser, not on the server', () => {
    const gateway = new InMemoryRecommendationGateway(stones);
    gateway.pricePositions.set('B', aPricePosition('B', 11_000));
    gateway.pricePositions.set('C', aPricePosition('C', 5_200));
    const logger = new RecordingLogger();
    const model = new CompareModel(new CompareDiamonds(gateway, logger), new LoadDealInsight(gateway, logger));
    model.seed({ ids: ['C', 'B'], pair: [stones[1]!, stones[0]!], error: null });
    expect(model.state.insights).toEqual({});
    model.attach();
    expect(rows(model).at(-1)).toEqual(['Deal', ['Priced in line with similar stones', 'Priced 11% below similar stones'], 1]);
  });

  it("Select Diamond is a link to each stone's detail page, with the label it carried in the address", () => {
    const model = aComparison();
    model.open({ diamondIds: ['C', 'B'], featureLabels: { C: 'brightest' } });
    expect(model.state.diamonds.map(({ link }) => link)).toEqual([`/product-details/${encodeDiamondId('C')}?pick=brightest`, `/product-details/${encodeDiamondId('B')}`]);
  });

  it('Select Diamond followed in this tab leaves without asking', () => {
    const model = aComparison();
    model.open({ diamondIds: ['C', 'B'], featureLabels: { C: 'brightest' } });
    expect(model.state.leavePrompt).not.toBeNull();
    model.select('nope');
    expect(model.state.leavePrompt).not.toBeNull();
    model.select('C');
    expect(model.state.leavePrompt).toBeNull();
  });

  it.each([[null], [{ diamondIds: ['C'] }], [{ diamondIds: ['C', 'C'] }]])('says no diamonds were passed for %j, and lets the shopper leave', (route) => {
    const model = aComparison();
    model.open(route);
    expect(model.state).toMatchObject({ loading: false, error: 'There were no diamonds passed', diamonds: [], leavePrompt: null });
  });

  it('says a stone the service does not know was not found', () => {
    const model = aComparison();
    model.open({ diamondIds: ['C', 'nope'] });
    expect(model.state.error).toBe('Diamond was not found');
  });

  it('compares the stones the address names, with the labels of the route state', () => {
    const model = aComparison();
    model.open({ featureLabels: { B: 'biggest' } }, comparing('B', 'C'));
    expect(titles(model)).toEqual([
      ['1.52 ct Round', 'biggest'],
      ['0.91 ct Round', null],
    ]);
  });

  it.each([
    ['an id that cannot be read', comparing('C', '~***')],
    ['one id', comparing('C')],
  ])('says no diamonds were passed for an address with %s', (_, search) => {
    const model = aComparison();
    model.open(null, search);
    expect(model.state).toMatchObject({ loading: false, error: 'There were no diamonds passed', diamonds: [] });
  });

  describe('started from what the server loaded', () => {
    const pair = [stones[1]!, stones[0]!] as const;

    it('shows the server\'s comparison at once; the browser opening the same address only adds the labels of its route state', () => {
      const model = new CompareModel({ execute: () => { throw new Error('the comparison was asked for again'); } } as unknown as CompareDiamonds, new LoadDealInsight(new InMemoryRecommendationGateway(stones), new RecordingLogger()));
      model.attach();
      model.seed({ ids: ['C', 'B'], pair, error: null });
      expect(model.state).toMatchObject({ loading: false, error: null, leavePrompt: 'Are you sure you want to leave your comparison? Your choices will be lost.' });
      expect(titles(model)).toEqual([
        ['0.91 ct Round', null],
        ['1.52 ct Round', null],
      ]);
      model.open({ diamondIds: ['C', 'B'], featureLabels: { C: 'brightest' } }, comparing('C', 'B'));
      expect(titles(model)).toEqual([
        ['0.91 ct Round', 'brightest'],
        ['1.52 ct Round', null],
      ]);
    });

    it('shows the server\'s message for stones it could not compare', () => {
      const model = aComparison();
      model.seed({ ids: ['C', 'nope'], pair: null, error: 'Diamond was not found' });
      model.open(null, comparing('C', 'nope'));
      expect(model.state).toMatchObject({ loading: false, error: 'Diamond was not found' });
    });

    it('without ids from the server, compares those of the route state in the browser as before', () => {
      const model = aComparison();
      model.seed({ ids: null, pair: null, error: null });
      expect(model.state.loading).toBe(true);
      model.open({ diamondIds: ['C', 'B'] });
      expect(titles(model)).toHaveLength(2);
    });
  });
});
