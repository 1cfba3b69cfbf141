import { describe, expect, it } from 'vitest';
import { aDiamond } from '../../infrastructure/in-memory/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../infrastructure/in-memory/in-memory-recommendation.gateway';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
import { CompareDiamonds } from './compare-diamonds.use-case';
import { CompareModel } from './compare.model';
import { encodeDiamondId } from '../../domain/diamond/diamond-id-codec';

const stones = [
  aDiamond({ diamond_id: 'B', size: 1.52, total_sales_price: 9800, color: 'J', clarity: 'SI1' }),
  aDiamond({ diamond_id: 'C', size: 0.91, total_sales_price: 5200, color: 'D', clarity: 'IF' }),
];
const aComparison = () => {
  const model = new CompareModel(new CompareDiamonds(new InMemoryRecommendationGateway(stones), new RecordingLogger()));
  model.attach();
  return model;
};
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
    expect(model.state.attributes.map(({ label, values }) => ({ label, values }))).toEqual([
      { label: 'Cut', values: ['Excellent', 'Excellent'] },
      { label: 'Color', values: ['D', 'J'] },
      { label: 'Clarity', values: ['IF', 'SI1'] },
      { label: 'Carat', values: ['0.91', '1.52'] },
    ]);
    // Each C with each stone's level icon, in words too.
    expect(model.state.attributes.map(({ icons }) => icons.map((icon) => icon.alt))).toEqual([
      ['Cut Excellent: level 5 of 5', 'Cut Excellent: level 5 of 5'],
      ['Color D: level 5 of 5', 'Color J: level 4 of 5'],
      ['Clarity IF: level 5 of 5', 'Clarity SI1: level 2 of 5'],
      [expect.stringMatching(/^Carat 0\.91 ct: level [1-4] of 4$/), expect.stringMatching(/^Carat 1\.52 ct: level [1-4] of 4$/)],
    ]);
    expect(model.state.leavePrompt).toBe('Are you sure you want to leave your comparison? Your choices will be lost.');
  });

  it('Select Diamond leads to its detail page with its label, without asking', () => {
    const model = aComparison();
    model.open({ diamondIds: ['C', 'B'], featureLabels: { C: 'brightest' } });
    model.select('C');
    expect(model.state.leavePrompt).toBeNull();
    expect(model.state.destination).toEqual({ to: expect.stringMatching(/^\/product-details\//), state: { featureLabel: 'brightest' } });
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
