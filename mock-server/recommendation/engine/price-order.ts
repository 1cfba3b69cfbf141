/**
 * Stone indexes sorted by asking price, equal prices in index order: a stable LSD radix sort on the two 16-bit
 * halves of the price. O(n), about ten times faster than a comparison sort at a million stones.
 */
export function sortByPrice(price: Uint32Array): Uint32Array {
  const n = price.length;
  let from: Uint32Array = new Uint32Array(n);
  for (let i = 0; i < n; i++) from[i] = i;
  let to: Uint32Array = new Uint32Array(n);
  const counts = new Uint32Array(65_537);
  for (const shift of [0, 16]) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[((price[i]! >>> shift) & 0xffff) + 1]!++;
    for (let digit = 1; digit <= 65_536; digit++) counts[digit]! += counts[digit - 1]!;
    for (let k = 0; k < n; k++) {
      const stone = from[k]!;
      to[counts[(price[stone]! >>> shift) & 0xffff]!++] = stone;
    }
    [from, to] = [to, from];
  }
  return from;
}

/** The first position in [from, to) of ascending `values` holding at least `bound`. */
export function lowerBound(values: Uint32Array, from: number, to: number, bound: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first position in [from, to) of ascending `values` holding more than `bound`. */
export function upperBound(values: Uint32Array, from: number, to: number, bound: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! <= bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
