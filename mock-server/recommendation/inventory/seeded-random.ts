import { deriveSeed } from '../../seed/seeded-faker';

/** A fast seeded source of randomness. A million stones draw about 25 million numbers: faker's Mersenne twister
 * and its per-call option handling would take seconds, sfc32 takes milliseconds. */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal (Box–Muller; the second value of each pair is kept for the next call). */
  normal(): number;
  /** An index into `cumulative` (ascending, last entry 1): the first entry above a uniform draw. */
  pick(cumulative: Float64Array): number;
}

/** sfc32 (Chris Doty-Humphrey's small fast counter), seeded per (seed, stream) like `seededFaker`, so the diamonds
 * never shift when another part of the seed data draws more values. */
export function seededRandom(seed: number, stream: string): SeededRandom {
  let a = deriveSeed(seed, `${stream}:a`);
  let b = deriveSeed(seed, `${stream}:b`);
  let c = deriveSeed(seed, `${stream}:c`);
  let d = 1;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  // The first outputs of a fresh counter are still correlated with the seed words: discard them.
  for (let i = 0; i < 15; i++) next();

  let spare = Number.NaN;
  return {
    next,
    normal() {
      if (!Number.isNaN(spare)) {
        const value = spare;
        spare = Number.NaN;
        return value;
      }
      const u = 1 - next(); // (0, 1]: the logarithm stays finite
      const radius = Math.sqrt(-2 * Math.log(u));
      const angle = 2 * Math.PI * next();
      spare = radius * Math.sin(angle);
      return radius * Math.cos(angle);
    },
    pick(cumulative) {
      const u = next();
      let index = 0;
      while (index < cumulative.length - 1 && u >= cumulative[index]!) index++;
      return index;
    },
  };
}

/** Weights → the ascending cumulative shares `pick` reads, the last exactly 1. */
export function cumulativeShares(weights: readonly number[]): Float64Array {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = new Float64Array(weights.length);
  let running = 0;
  weights.forEach((weight, index) => {
    running += weight;
    shares[index] = running / total;
  });
  shares[weights.length - 1] = 1;
  return shares;
}
