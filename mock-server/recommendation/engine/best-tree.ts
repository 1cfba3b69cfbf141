import type { Beats } from './pick-scores';

/**
 * A range-best tree (a segment tree for "the best stone of positions l..r") over a layout of stones. It is the
 * bottom-up layout of a segment tree: the leaves are `order` itself (leaf p + n is stone order[p]), so only the
 * n − 1 inner nodes are stored, `tree[p]` = the better stone of nodes 2p and 2p + 1. "Best" is the total order of
 * `outranks` in pick-scores.ts (it ends on the stone index), so this works for any n, not only powers of two. Build O(n), query
 * O(log n).
 *
 * The build compares positions, reading the score and price in layout order (`scores[p]`, `prices[p]` belong to
 * stone order[p]), then turns the winning positions into stones: at a million stones, comparing stones directly
 * would read the stone-indexed columns at random and spend most of the build waiting for memory.
 */
export function buildBestTree(order: Uint32Array, prices: Uint32Array, scores: Float64Array): Uint32Array {
  const n = order.length;
  const tree = new Uint32Array(Math.max(1, n));
  // Built bottom-up: node p holds the winning position of its subtree; a leaf p + n is position p. The
  // comparison is `outranks`, written out: this loop runs n times per tree, a call per node doubles its time.
  for (let p = n - 1; p >= 1; p--) {
    const leftNode = 2 * p;
    const left = leftNode >= n ? leftNode - n : tree[leftNode]!;
    const right = leftNode + 1 >= n ? leftNode + 1 - n : tree[leftNode + 1]!;
    const leftScore = scores[left]!;
    const rightScore = scores[right]!;
    let rightWins: boolean;
    if (rightScore !== leftScore) rightWins = rightScore > leftScore;
    else if (prices[right] !== prices[left]) rightWins = prices[right]! < prices[left]!;
    else rightWins = order[right]! < order[left]!;
    tree[p] = rightWins ? right : left;
  }
  for (let p = 1; p < n; p++) tree[p] = order[tree[p]!]!;
  return tree;
}

/** The best stone at positions [from, to) of `order`, or `best` when none beats it (−1 = none yet). */
export function bestInRange(tree: Uint32Array, order: Uint32Array, beats: Beats, from: number, to: number, best: number): number {
  const n = order.length;
  let l = from + n;
  let r = to + n;
  while (l < r) {
    if (l & 1) {
      const candidate = l >= n ? order[l - n]! : tree[l]!;
      if (beats(candidate, best)) best = candidate;
      l++;
    }
    if (r & 1) {
      r--;
      const candidate = r >= n ? order[r - n]! : tree[r]!;
      if (beats(candidate, best)) best = candidate;
    }
    l >>= 1;
    r >>= 1;
  }
  return best;
}
