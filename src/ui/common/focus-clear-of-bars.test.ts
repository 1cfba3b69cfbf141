import { describe, expect, it } from 'vitest';
import { scrollToClearBars } from './focus-clear-of-bars';

// A 720 px window with the 60 px header, the 60 px footer and the detail page's 64 px bar above it.
const HEADER = { top: 0, bottom: 60 };
const FOOTER = { top: 660, bottom: 720 };
const DETAIL_BAR = { top: 596, bottom: 660 };
const BARS = [HEADER, DETAIL_BAR, FOOTER];

describe('scrollToClearBars', () => {
  it('leaves a control between the bars where it is', () => {
    expect(scrollToClearBars({ top: 300, bottom: 336 }, BARS, 720)).toBe(0);
  });

  it('scrolls down until a control under the footer bars shows above both', () => {
    expect(scrollToClearBars({ top: 586, bottom: 624 }, BARS, 720)).toBe(624 - 596 + 8);
    expect(scrollToClearBars({ top: 700, bottom: 736 }, BARS, 720)).toBe(736 - 596 + 8);
  });

  it('scrolls up until a control under the header shows below it', () => {
    expect(scrollToClearBars({ top: 30, bottom: 66 }, BARS, 720)).toBe(30 - 60 - 8);
  });

  it('aligns a control taller than the space between the bars to its top', () => {
    expect(scrollToClearBars({ top: 200, bottom: 800 }, BARS, 720)).toBe(200 - 60 - 8);
  });

  it('uses the window edges when there is no bar', () => {
    expect(scrollToClearBars({ top: 700, bottom: 740 }, [], 720)).toBe(740 - 720 + 8);
    expect(scrollToClearBars({ top: 10, bottom: 40 }, [], 720)).toBe(0);
  });
});
