import type { DiamondShapeName as Shape } from '../../../contracts/catalog';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, FLUORESCENCE_SCALE, SHAPE_SCALE } from '../inventory/grade-scales';

/**
 * The market price model of the seeded diamonds (docs/diamond-pricing-model.md explains every coefficient):
 *
 *   ln(market) = ln(REFERENCE) − Σ(steps ≤ 1 ct) + β·ln(carat) + Σ(steps ≤ carat)
 *                + (color + clarity)·(1 + γ·ln(carat)) + cut + polish + symmetry + fluorescence + shape
 *
 * Every adjustment is a log-price difference from the reference stone (1.00 ct round, G, VS2, Excellent cut,
 * polish and symmetry, no fluorescence), so `e^x − 1` reads as a percentage premium or discount. The asking price
 * is the market price times a noise factor (`askingPriceFactor`); the market price is the model without the noise.
 */
export const REFERENCE_PRICE = 6_000;

/** How price grows with weight between the popular weights: +10 % weight ≈ +16 % price. */
export const CARAT_EXPONENT = 1.6;

/** Premiums that start exactly at the weights buyers shop by (carats, log-price step). */
export const POPULAR_WEIGHT_STEPS: readonly (readonly [carat: number, step: number])[] = [
  [0.5, 0.1],
  [0.7, 0.06],
  [0.9, 0.08],
  [1.0, 0.15],
  [1.5, 0.1],
  [2.0, 0.12],
];

/** Color and clarity matter more on bigger stones: their adjustment is scaled by (1 + γ·ln carat). */
export const GRADE_SIZE_INTERACTION = 0.25;

const byScale = <G extends string>(scale: readonly G[], values: Readonly<Record<G, number>>): Float64Array =>
  Float64Array.from(scale, (grade) => values[grade]);

export const COLOR_ADJUSTMENT = byScale(COLOR_SCALE, { D: 0.3, E: 0.22, F: 0.13, G: 0, H: -0.1, I: -0.22, J: -0.35, K: -0.5, L: -0.62, M: -0.75 });

export const CLARITY_ADJUSTMENT = byScale(CLARITY_SCALE, {
  IF: 0.3,
  VVS1: 0.22,
  VVS2: 0.15,
  VS1: 0.07,
  VS2: 0,
  SI1: -0.1,
  SI2: -0.22,
  SI3: -0.35,
  I1: -0.55,
});

export const CUT_ADJUSTMENT = byScale(FINISH_SCALE, { Excellent: 0, 'Very Good': -0.1, Good: -0.22, Fair: -0.38 });
export const POLISH_ADJUSTMENT = byScale(FINISH_SCALE, { Excellent: 0, 'Very Good': -0.02, Good: -0.05, Fair: -0.08 });
export const SYMMETRY_ADJUSTMENT = POLISH_ADJUSTMENT;
export const FLUORESCENCE_ADJUSTMENT = byScale(FLUORESCENCE_SCALE, { None: 0, Faint: -0.01, Medium: -0.04, Strong: -0.08, 'Very Strong': -0.12 });

/** Fancy shapes sell below rounds of the same weight and grades (less rough is lost cutting them). */
export const SHAPE_ADJUSTMENT = byScale<Shape>(SHAPE_SCALE, {
  Round: 0,
  Oval: -0.2,
  Cushion: -0.3,
  Princess: -0.3,
  Emerald: -0.28,
  Pear: -0.22,
  Radiant: -0.28,
  Marquise: -0.25,
  Asscher: -0.28,
  Heart: -0.2,
});

/** The dealer's asking price around the market price: most stones within a few percent, some real deals. */
export const PRICE_NOISE = {
  /** Standard deviation of the everyday log-price noise. */
  sigma: 0.07,
  /** Share of stones a dealer wants to move: an extra discount drawn from `dealDiscount`. */
  dealShare: 0.06,
  dealDiscount: [0.08, 0.25] as const,
  /** Share of stones listed above the market: an extra premium drawn from `premium`. */
  premiumShare: 0.04,
  premium: [0.05, 0.15] as const,
} as const;

const BASE_LOG_PRICE =
  Math.log(REFERENCE_PRICE) - POPULAR_WEIGHT_STEPS.filter(([carat]) => carat <= 1).reduce((sum, [, step]) => sum + step, 0);

/** Steps compared in hundredths of a carat, so that 0.50 ct gets the 0.5 ct premium exactly. */
const STEP_HUNDREDTHS = POPULAR_WEIGHT_STEPS.map(([carat]) => Math.round(carat * 100));
const STEP_VALUES = POPULAR_WEIGHT_STEPS.map(([, step]) => step);

/** A stone as the model reads it: codes on the grade scales (grade-scales.ts) and the weight in hundredths. */
export interface PricedStone {
  readonly shape: number;
  readonly caratHundredths: number;
  readonly color: number;
  readonly clarity: number;
  readonly cut: number;
  readonly polish: number;
  readonly symmetry: number;
  readonly fluorescence: number;
}

export function logMarketPrice(stone: PricedStone): number {
  const hundredths = stone.caratHundredths;
  const lnCarat = Math.log(hundredths / 100);
  let steps = 0;
  for (let i = 0; i < STEP_HUNDREDTHS.length; i++) if (hundredths >= STEP_HUNDREDTHS[i]!) steps += STEP_VALUES[i]!;
  const grades = (COLOR_ADJUSTMENT[stone.color]! + CLARITY_ADJUSTMENT[stone.clarity]!) * (1 + GRADE_SIZE_INTERACTION * lnCarat);
  return (
    BASE_LOG_PRICE +
    CARAT_EXPONENT * lnCarat +
    steps +
    grades +
    CUT_ADJUSTMENT[stone.cut]! +
    POLISH_ADJUSTMENT[stone.polish]! +
    SYMMETRY_ADJUSTMENT[stone.symmetry]! +
    FLUORESCENCE_ADJUSTMENT[stone.fluorescence]! +
    SHAPE_ADJUSTMENT[stone.shape]!
  );
}

/** The market price in whole dollars: what the stone is worth by the model, without the dealer's noise. */
export function marketPrice(stone: PricedStone): number {
  return Math.max(1, Math.round(Math.exp(logMarketPrice(stone))));
}

/** A draw of the asking price ÷ market price factor, from three uniforms and one standard normal. */
export function askingPriceFactor(normal: number, kind: number, amount: number): number {
  let noise = PRICE_NOISE.sigma * normal;
  if (kind < PRICE_NOISE.dealShare) {
    const [low, high] = PRICE_NOISE.dealDiscount;
    noise -= low + (high - low) * amount;
  } else if (kind < PRICE_NOISE.dealShare + PRICE_NOISE.premiumShare) {
    const [low, high] = PRICE_NOISE.premium;
    noise += low + (high - low) * amount;
  }
  return Math.exp(noise);
}
