import type { DiamondId } from '../diamond/diamond';

/**
 * The tuning history follows the browser's history: each entry of the tab's history that showed a stone keeps the
 * stone, the recommendation service's tuning state at it (opaque, with its history and future), and the entries just
 * before and after it on the walk (the one a tuning move came from, the one it led to). The browser's Back and
 * Forward and the page's arrows walk the same entries, and a reload finds its entry's state again.
 */
export interface TrailStop<State> {
  readonly diamondId: DiamondId;
  readonly state: State;
  /** The entry a tuning move left for this one. */
  readonly previous?: string;
  /** The entry a tuning move from this one led to (the browser drops it when another move is made from here). */
  readonly next?: string;
}

/** The longest walk the trail follows between two entries: the service keeps no more steps either. */
export const TRAIL_STEPS = 50;

export interface TrailWalk {
  readonly direction: 'back' | 'forward';
  readonly steps: number;
}

/**
 * How the browser went from one entry to another along the trail: that many steps back (following `previous`) or
 * forward (following `next`); null when the two are not on one walk (another page, a link, a new tab's entry).
 */
export function walkBetween<State>(read: (entry: string) => TrailStop<State> | null, from: string, to: string): TrailWalk | null {
  for (const [direction, link] of [
    ['back', 'previous'],
    ['forward', 'next'],
  ] as const) {
    let at: string | undefined = from;
    for (let steps = 1; steps <= TRAIL_STEPS && at !== undefined; steps++) {
      at = read(at)?.[link];
      if (at === to) return { direction, steps };
    }
  }
  return null;
}
