import { describe, it, expect } from 'vitest';
import type { Diamond } from '../diamond/diamond';
import { RECOMMENDATION_COUNT, toRecommendedDiamonds } from './recommendation';

const stone = (diamond_id: string) => ({ diamond_id }) as Diamond;

describe('recommendations', () => {
  it("shows the 'Top 4'", () => {
    expect(RECOMMENDATION_COUNT).toBe(4);
  });

  it('labels each pick by its key, in the service order', () => {
    const picks = toRecommendedDiamonds([
      ['recommended', stone('1')],
      ['biggest', stone('2')],
      ['brightest', stone('3')],
      ['best_deal', stone('4')],
    ]);
    expect(picks.map((pick) => [pick.key, pick.featureLabel, pick.diamond.diamond_id])).toEqual([
      ['recommended', 'finest', '1'],
      ['biggest', 'biggest', '2'],
      ['brightest', 'brightest', '3'],
      ['best_deal', 'best deal', '4'],
    ]);
  });

  it.each([
    ['empty entries', [], []],
    ['missing diamonds', [['recommended', null], ['biggest', undefined], ['brightest', stone('3')]], ['3']],
    ['the same stone twice', [['recommended', stone('1')], ['biggest', stone('1')], ['brightest', stone('2')]], ['1', '2']],
    ['more than four', [['a', stone('1')], ['b', stone('2')], ['c', stone('3')], ['d', stone('4')], ['e', stone('5')]], ['1', '2', '3', '4']],
  ] as const)('copes with %s', (_case, entries, ids) => {
    expect(toRecommendedDiamonds(entries).map((pick) => pick.diamond.diamond_id)).toEqual(ids);
  });
});
