import { describe, expect, it } from 'vitest';
import { aDealBasis, aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { CompareDiamonds } from './compare-diamonds.use-case';
import { CompareModel } from './compare.model';
import { encodeDiamondId } from '../../domain/diamond/diamond-id-codec';

const stones = [
  // B asks $9,800 where $9,600 is expected (in line); C asks $5,200 where $6,000 is expected, below its similar stones.
  aDiamond({ id: 'B', size: 1.52, price: 9800, color: 'J', clarity: 'SI1', deal: aDealBasis(9_600, 9_700) }),
  aDiamond({ id: 'C', size: 0.91, price: 5200, color: 'D', clarity: 'IF', deal: aDealBasis(6_000, 5_600) }),
];
const aComparisonWith = (gateway: InMemoryRecommendationGateway) => {
  const logger = new RecordingLogger();
  const model = new CompareModel(new CompareDiamonds(gateway, logger));
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

  it('shows the price per carat and each stone’s verdict with the stones, and marks the stone ahead on each', () => {
    const model = aComparison();
    model.open({ diamondIds: ['C', 'B'] });
    expect(rows(model).slice(4)).toEqual([
      ['Price per carat', ['$5,714.29', '$6,447.37'], 0],
      [
        'Deal',
        ['Good deal: 13% below the market price for its grades, and below the median of its 10 similar stones', 'Priced in line: 2% above the market price for its grades'],
        0,
      ],
    ]);
  });

  it('shows the verdicts of the stones the server compared at once, and no deal row when the service sent no deal block', () => {
    const logger = new RecordingLogger();
    const model = new CompareModel(new CompareDiamonds(new InMemoryRecommendationGateway(stones), logger));
    model.seed({ ids: ['C', 'B'], pair: [stones[1]!, stones[0]!], error: null });
    expect(rows(model).at(-1)).toEqual(['Deal', [expect.stringMatching(/^Good deal: /), expect.stringMatching(/^Priced in line: /)], 0]);
    const bare = stones.map(({ deal: _deal, ...stone }) => stone);
    const older = aComparisonWith(new InMemoryRecommendationGateway(bare));
    older.open({ diamondIds: ['C', 'B'] });
    expect(rows(older).map(([label]) => label)).toEqual(['Cut', 'Color', 'Clarity', 'Carat', 'Price per carat']);
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
      const model = new CompareModel({ execute: () => { throw new Error('the comparison was asked for again'); } } as unknown as CompareDiamonds);
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
