/**
 * Size bounds in hundredths of a carat. A stone weighs `h / 100` ct and the contract compares that number with the
 * query's bounds; these give the integer range of h that passes, exactly as the comparison does (0.07 × 100 is
 * 7.000000000000001 in floating point, so a plain ceil would skip 0.07 ct).
 */
export function firstHundredthAtLeast(bound: number): number {
  if (!(bound > 0)) return 0;
  if (bound > 1e9) return Number.MAX_SAFE_INTEGER;
  let h = Math.ceil(bound * 100);
  while (h > 0 && (h - 1) / 100 >= bound) h--;
  while (h / 100 < bound) h++;
  return h;
}

export function lastHundredthAtMost(bound: number): number {
  if (bound < 0) return -1;
  if (bound > 1e9) return Number.MAX_SAFE_INTEGER;
  let h = Math.floor(bound * 100);
  while ((h + 1) / 100 <= bound) h++;
  while (h >= 0 && h / 100 > bound) h--;
  return h;
}

/** Price bounds on whole-dollar prices: `from ≤ price` is `ceil(from) ≤ price`. */
export const firstDollarAtLeast = (bound: number): number => (bound > 0 ? Math.ceil(bound) : 0);
export const lastDollarAtMost = (bound: number): number => (bound >= 0 ? Math.floor(Math.min(bound, 2 ** 32)) : -1);
