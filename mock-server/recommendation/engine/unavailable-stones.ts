/**
 * Stones the engine must leave out of every answer (sold ones: docs/recommendation-engine.md, "Sold stones"). The
 * indexes are built once over every seeded stone and never change; a query skips these stones instead, so a sale
 * costs no rebuild. Ascending `stones`, no repeats.
 */
export interface UnavailableStones {
  readonly size: number;
  has(stone: number): boolean;
  readonly stones: readonly number[];
}

export const NO_UNAVAILABLE_STONES: UnavailableStones = { size: 0, has: () => false, stones: [] };
