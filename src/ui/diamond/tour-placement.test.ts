import { describe, expect, it } from 'vitest';
import { placeTour, type Box } from './tour-placement';

const CARD = { width: 320, height: 180 };
const overlaps = (a: Box, b: Box) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
const cardAt = (place: { top: number; left: number }): Box => ({ ...place, ...CARD });

describe('placeTour', () => {
  it('puts the card under a control with room below, its arrow at the control', () => {
    const compare = { top: 300, left: 820, width: 110, height: 36 };
    const place = placeTour(compare, CARD, { width: 1280, margin: 12 });
    expect(place.side).toBe('below');
    expect(place.top).toBe(348);
    expect(place.left + place.arrow).toBeCloseTo(compare.left + compare.width / 2);
    expect(overlaps(cardAt(place), compare)).toBe(false);
  });

  it('keeps the card inside the page at its right edge', () => {
    const history = { top: 300, left: 1200, width: 70, height: 36 };
    const place = placeTour(history, CARD, { width: 1280, margin: 12 });
    expect(place.left + CARD.width).toBeLessThanOrEqual(1268);
    expect(place.arrow).toBeGreaterThan(CARD.width / 2);
  });

  it('never covers the title: on a phone, under the pictures would, so the card goes over their lower part', () => {
    const pictures = { top: 76, left: 16, width: 343, height: 330 };
    const title = { top: 470, left: 16, width: 343, height: 40 };
    const place = placeTour(pictures, CARD, { width: 375, margin: 12 }, [title]);
    expect(place.side).toBe('over');
    expect(overlaps(cardAt(place), title)).toBe(false);
    expect(place.top).toBeGreaterThan(pictures.top);
    expect(place.top + CARD.height).toBeLessThanOrEqual(pictures.top + pictures.height);
  });

  it('goes above a control when below would cover the title', () => {
    const panels = { top: 900, left: 16, width: 343, height: 600 };
    const title = { top: 1510, left: 16, width: 343, height: 40 };
    const place = placeTour(panels, CARD, { width: 375, margin: 12 }, [title]);
    expect(place.side).toBe('above');
    expect(place.top + CARD.height).toBeLessThanOrEqual(panels.top);
  });

  it('goes beside a control when neither below nor above is free', () => {
    const target = { top: 100, left: 40, width: 300, height: 700 };
    const title = { top: 810, left: 0, width: 1280, height: 60 };
    const place = placeTour(target, CARD, { width: 1280, margin: 12 }, [title]);
    expect(place.side).toBe('right');
    expect(place.left).toBe(352);
  });

  it('puts the card above a control too tall to show with it below in one window', () => {
    const panels = { top: 900, left: 16, width: 343, height: 760 };
    const place = placeTour(panels, CARD, { width: 375, margin: 12, height: 667 });
    expect(place.side).toBe('above');
  });
});
