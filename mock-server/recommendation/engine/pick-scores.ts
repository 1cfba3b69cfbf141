import { clarityScore, colorScore, cutScore } from '../inventory/quality';
import type { DiamondInventory } from '../inventory/diamond-inventory';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, isAcceptableQuality } from '../inventory/grade-scales';

/**
 * The four picks of `recommendations/` and the score each maximises (docs/recommendation-engine.md). Every score
 * is one float per stone, bigger is better; equal scores go to the lower asking price, then to the lower index
 * (= the lower diamond id), so every pick is one well-defined stone.
 */
export const PICK_KEYS = ['biggest', 'best_deal', 'brightest', 'recommended'] as const;
export type PickKey = (typeof PICK_KEYS)[number];

/** The order of the keys in the response, which differs from the order the picks are made in. */
export const RESPONSE_PICK_ORDER: readonly PickKey[] = ['recommended', 'biggest', 'brightest', 'best_deal'];

const TWO_32 = 2 ** 32;
const TWO_42 = 2 ** 42;
/** Carats above this (10.23 ct) would overflow their bits in the packed scores below. */
export const MAX_SCORED_CARAT_HUNDREDTHS = 1_023;

/** `biggest`: the weight, for stones of acceptable quality only (the rest score −∞ and are never picked); equal
 * weights go to the lower price. Packed as hundredths × 2³² − price, exact in a double. */
export function biggestScore(caratHundredths: number, price: number, cut: number, color: number, clarity: number): number {
  return isAcceptableQuality(cut, color, clarity) ? caratHundredths * TWO_32 - price : Number.NEGATIVE_INFINITY;
}

/** `best_deal`: how far below the market the asking price is, as market price ÷ asking price. */
export function valueRatio(marketPrice: number, price: number): number {
  return marketPrice / price;
}

const CUT_ICON = FINISH_SCALE.map(cutScore);
const COLOR_ICON = COLOR_SCALE.map(colorScore);
const CLARITY_ICON = CLARITY_SCALE.map(clarityScore);
const CUT_STEPS = FINISH_SCALE.length - 1;
const COLOR_STEPS = COLOR_SCALE.length - 1;
const CLARITY_STEPS = CLARITY_SCALE.length - 1;

/** The sum of the spec's cut, color and clarity icon scores (3–15). */
export const iconSum = (cut: number, color: number, clarity: number): number => CUT_ICON[cut]! + COLOR_ICON[color]! + CLARITY_ICON[clarity]!;

/** The finer grades behind the icons: the steps each grade stands above the bottom of its scale (0–20). */
export const finerGrades = (cut: number, color: number, clarity: number): number => CUT_STEPS - cut + (COLOR_STEPS - color) + (CLARITY_STEPS - clarity);

/** `brightest`: icon sum, then finer grades, then the bigger stone, then the lower price. Packed as
 * (iconSum × 21 + finer) × 2⁴² + hundredths × 2³² − price: every part fits below the next, exact in a double. */
export function brightestScore(caratHundredths: number, price: number, cut: number, color: number, clarity: number): number {
  const grades = iconSum(cut, color, clarity) * 21 + finerGrades(cut, color, clarity);
  return grades * TWO_42 + caratHundredths * TWO_32 - price;
}

/** Weights of the `recommended` (finest) balance. */
export const FINEST_WEIGHTS = { quality: 0.5, size: 0.3, value: 0.2 } as const;
/** A value ratio of e^±0.3 (±35 %) already earns the full value bonus or penalty. */
export const FINEST_VALUE_SPAN = 0.3;
const LN_SIZE_SPAN = Math.log(20); // 0.25 ct → 0, 5 ct → 1

/** `recommended` (finest): 0.5 × quality + 0.3 × size + 0.2 × value, each on 0–1 (value −1–1):
 * quality = the mean position of cut, color and clarity on their scales (best = 1); size = ln(carat ÷ 0.25) ÷ ln 20;
 * value = ln(market ÷ price) ÷ 0.3, clamped to ±1. */
export function finestScore(caratHundredths: number, price: number, marketPrice: number, cut: number, color: number, clarity: number): number {
  const quality = (1 - cut / CUT_STEPS + (1 - color / COLOR_STEPS) + (1 - clarity / CLARITY_STEPS)) / 3;
  const size = Math.log(caratHundredths / 25) / LN_SIZE_SPAN;
  const value = Math.max(-1, Math.min(1, Math.log(marketPrice / price) / FINEST_VALUE_SPAN));
  return FINEST_WEIGHTS.quality * quality + FINEST_WEIGHTS.size * size + FINEST_WEIGHTS.value * value;
}

/** One score column per pick. */
export type PickScores = Readonly<Record<PickKey, Float64Array>>;

export function computePickScores(inventory: DiamondInventory): PickScores {
  const scores = allocatePickScores(inventory.count);
  for (let stone = 0; stone < inventory.count; stone++) writePickScores(inventory, stone, scores, stone);
  return scores;
}

export function allocatePickScores(count: number): Record<PickKey, Float64Array> {
  return {
    biggest: new Float64Array(count),
    best_deal: new Float64Array(count),
    brightest: new Float64Array(count),
    recommended: new Float64Array(count),
  };
}

/** Computes the four scores of `stone` into entry `at` of `scores`. */
export function writePickScores(inventory: DiamondInventory, stone: number, scores: PickScores, at: number): void {
  const carat = inventory.caratHundredths[stone]!;
  if (carat > MAX_SCORED_CARAT_HUNDREDTHS) throw new RangeError(`stone ${stone} weighs ${carat / 100} ct, above the scored maximum`);
  const asking = inventory.price[stone]!;
  const market = inventory.marketPrice[stone]!;
  const cut = inventory.cut[stone]!;
  const color = inventory.color[stone]!;
  const clarity = inventory.clarity[stone]!;
  scores.biggest[at] = biggestScore(carat, asking, cut, color, clarity);
  scores.best_deal[at] = valueRatio(market, asking);
  scores.brightest[at] = brightestScore(carat, asking, cut, color, clarity);
  scores.recommended[at] = finestScore(carat, asking, market, cut, color, clarity);
}

/** The one order every pick uses: higher score, then lower price, then lower index. */
export const outranks = (scoreA: number, priceA: number, indexA: number, scoreB: number, priceB: number, indexB: number): boolean =>
  scoreA !== scoreB ? scoreA > scoreB : priceA !== priceB ? priceA < priceB : indexA < indexB;

/** Whether stone `a` beats stone `b` (−1 = none yet) on `score`, in the `outranks` order. */
export type Beats = (a: number, b: number) => boolean;

export function beatsBy(score: Float64Array, price: Uint32Array): Beats {
  return (a, b) => b < 0 || outranks(score[a]!, price[a]!, a, score[b]!, price[b]!, b);
}
