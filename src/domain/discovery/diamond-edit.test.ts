import { describe, it, expect } from 'vitest';
import { PARAMETER_LOADING_TEXT, canGoBack, canGoForward } from './diamond-edit';

describe('diamond history arrows', () => {
  it.each([
    [{ history: [], future: [] }, false, false],
    [{ history: ['s1'], future: [] }, true, false],
    [{ history: [], future: ['s2'] }, false, true],
    [{ history: ['s1', 's0'], future: ['s2'] }, true, true],
  ])('%j: back %s, forward %s', (state, back, forward) => {
    expect(canGoBack(state)).toBe(back);
    expect(canGoForward(state)).toBe(forward);
  });

  it('says what the buttons wait for', () => {
    expect(PARAMETER_LOADING_TEXT).toBe('Getting next recommendation');
  });
});
