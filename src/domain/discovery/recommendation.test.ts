import { describe, it, expect } from 'vitest';
import type { Diamond } from '../diamond/diamond';
import { chosenFromText, RECOMMENDATION_COUNT, recommendationsTitle, toRecommendedDiamonds } from './recommendation';

const stone = (id: string) => ({ id }) as Diamond;

describe('recommendations', () => {
  it("shows the 'Top 4'", () => {
    expect(RECOMMENDATION_COUNT).toBe(4);
  });

  it.each([
    [0, 'Top 4'],
    [1, 'Top pick'],
    [2, 'Top 2'],
    [3, 'Top 3'],
    [4, 'Top 4'],
  ])('titles %i picks %j', (picks, title) => {
    expect(recommendationsTitle(picks)).toBe(title);
  });

  it.each([
    [1, 'Chosen from 1 matching diamond'],
    [2, 'Chosen from 2 matching diamonds'],
    [1234, 'Chosen from 1,234 matching diamonds'],
  ])('says the picks of %i stones were chosen from them, one in the singular', (total, text) => {
    expect(chosenFromText(total)).toBe(text);
  });

  it('labels each pick by its key, in the service order', () => {
    const picks = toRecommendedDiamonds([
      ['recommended', stone('1')],
      ['biggest', stone('2')],
      ['brightest', stone('3')],
      ['best_deal', stone('4')],
    ]);
    expect(picks.map((pick) => [pick.key, pick.featureLabel, pick.diamond.id])).toEqual([
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
    expect(toRecommendedDiamonds(entries).map((pick) => pick.diamond.id)).toEqual(ids);
  });
});
