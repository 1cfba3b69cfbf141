import { describe, expect, it } from 'vitest';
import { aDiamond } from '../../infrastructure/in-memory/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../infrastructure/in-memory/in-memory-recommendation.gateway';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
import { CompareDiamonds } from './compare-diamonds.use-case';
import { CompareModel } from './compare.model';

const stones = [
  aDiamond({ diamond_id: 'B', size: 1.52, total_sales_price: 9800, color: 'J', clarity: 'SI1' }),
  aDiamond({ diamond_id: 'C', size: 0.91, total_sales_price: 5200, color: 'D', clarity: 'IF' }),
];
const aComparison = () => {
  const model = new CompareModel(new CompareDiamonds(new InMemoryRecommendationGateway(stones), new RecordingLogger()));
  model.attach();
  return model;
};

describe('CompareModel', () => {
  it('shows both stones, their labels and a row per attribute, and asks before leaving', () => {
    const model = aComparison();
    model.open({ diamondIds: ['C', 'B'], featureLabels: { C: 'brightest', B: 'biggest' } });
    expect(model.state.diamonds.map(({ title, price, label }) => [title, price, label])).toEqual([
      ['0.91 ct Round', '$5,200.00', 'brightest'],
      ['1.52 ct Round', '$9,800.00', 'biggest'],
    ]);
    expect(model.state.attributes).toEqual([
      { label: 'Cut', values: ['Excellent', 'Excellent'] },
      { label: 'Color', values: ['D', 'J'] },
      { label: 'Clarity', values: ['IF', 'SI1'] },
      { label: 'Carat', values: ['0.91', '1.52'] },
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
});
