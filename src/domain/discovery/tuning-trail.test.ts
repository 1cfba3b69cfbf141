import { describe, expect, it } from 'vitest';
import { TRAIL_STEPS, walkBetween, type TrailStop } from './tuning-trail';

/** Entries e0 → e1 → e2 → e3, each a tuning move from the one before. */
const trail = new Map<string, TrailStop<null>>([
  ['e0', { diamondId: 'A', state: null, next: 'e1' }],
  ['e1', { diamondId: 'B', state: null, previous: 'e0', next: 'e2' }],
  ['e2', { diamondId: 'C', state: null, previous: 'e1', next: 'e3' }],
  ['e3', { diamondId: 'D', state: null, previous: 'e2' }],
]);
const read = (entry: string) => trail.get(entry) ?? null;

describe('walkBetween: how the browser went from one entry to another', () => {
  it.each([
    ['e3', 'e2', { direction: 'back', steps: 1 }],
    ['e3', 'e0', { direction: 'back', steps: 3 }],
    ['e0', 'e1', { direction: 'forward', steps: 1 }],
    ['e1', 'e3', { direction: 'forward', steps: 2 }],
  ])('from %s to %s: %j', (from, to, walk) => {
    expect(walkBetween(read, from, to)).toEqual(walk);
  });

  it('finds no walk to an entry off the trail, from an entry it does not know, or to the entry itself', () => {
    expect(walkBetween(read, 'e2', 'elsewhere')).toBeNull();
    expect(walkBetween(read, 'unknown', 'e1')).toBeNull();
    expect(walkBetween(read, 'e2', 'e2')).toBeNull();
  });

  it('follows no more than the service keeps, and ends on a trail that loops', () => {
    const long = new Map<string, TrailStop<null>>(Array.from({ length: TRAIL_STEPS + 2 }, (_, i) => [`s${i}`, { diamondId: 'X', state: null, previous: `s${i - 1}` }]));
    const readLong = (entry: string) => long.get(entry) ?? null;
    expect(walkBetween(readLong, `s${TRAIL_STEPS}`, 's0')).toEqual({ direction: 'back', steps: TRAIL_STEPS });
    expect(walkBetween(readLong, `s${TRAIL_STEPS + 1}`, 's0')).toBeNull();
    const loop = new Map<string, TrailStop<null>>([
      ['a', { diamondId: 'X', state: null, previous: 'b' }],
      ['b', { diamondId: 'Y', state: null, previous: 'a' }],
    ]);
    expect(walkBetween((entry) => loop.get(entry) ?? null, 'a', 'c')).toBeNull();
  });
});
