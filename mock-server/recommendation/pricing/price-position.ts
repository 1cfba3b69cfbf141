import type { PricePositionAnswer, PriceReasonWire } from '../../../contracts/recommendation';
import type { UnavailableStones } from '../engine/unavailable-stones';
import type { DiamondInventory } from '../inventory/diamond-inventory';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, FLUORESCENCE_SCALE, SHAPE_SCALE } from '../inventory/grade-scales';
import { marketPrice, POPULAR_WEIGHT_STEPS, type PricedStone } from './price-model';
import { similarStones } from './similar-stones';

/*
 * POST price_position/: where a stone's asking price sits among the stones like it, and the reasons the price model
 * (price-model.ts, docs/diamond-pricing-model.md) gives for it.
 *
 * 'Similar' is defined once, in similar-stones.ts, for this call and for the deal block of every stone the
 * service answers (deal-basis.ts).
 */

/** The histogram's bars: about √count, never fewer than 10 nor more than 20. */
export const HISTOGRAM_BINS = { min: 10, max: 20 } as const;
/** A stone this close below a popular weight (share of that weight) is told what the step would cost. */
const BELOW_STEP_REACH = 0.1;
/** A stone this close above a popular weight (share of that weight) is told it pays the step. */
const ABOVE_STEP_REACH = 0.05;

const STEPS = POPULAR_WEIGHT_STEPS.map(([carat]) => Math.round(carat * 100));
const REFERENCE = { color: COLOR_SCALE.indexOf('G'), clarity: CLARITY_SCALE.indexOf('VS2'), cut: 0, fluorescence: 0 } as const;

const stoneAt = (inventory: DiamondInventory, index: number): PricedStone => ({
  shape: inventory.shape[index]!,
  caratHundredths: inventory.caratHundredths[index]!,
  color: inventory.color[index]!,
  clarity: inventory.clarity[index]!,
  cut: inventory.cut[index]!,
  polish: inventory.polish[index]!,
  symmetry: inventory.symmetry[index]!,
  fluorescence: inventory.fluorescence[index]!,
});

/** Dollars as a shopper reads them in a sentence: to the $10 under $1,000, to the $100 above, written as the shop
 * writes every amount (separators, two decimals). */
const roundForText = (dollars: number): number => (Math.abs(dollars) < 1_000 ? Math.round(dollars / 10) * 10 : Math.round(dollars / 100) * 100);
const money = (dollars: number): string => `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const carats = (hundredths: number): string => (hundredths / 100).toFixed(2);
const stepName = (hundredths: number): string => (hundredths % 100 === 0 ? `${hundredths / 100}` : (hundredths / 100).toFixed(1));
/** How much larger (or smaller) a stone of `to` looks than one of `from`, face up: diameter grows as ∛weight. */
const diameterChange = (from: number, to: number): number => Math.round(Math.abs(Math.cbrt(to / from) - 1) * 100);
const article = (word: string): string => (/^[AEIOU]/.test(word) ? 'an' : 'a');

/** The popular-weight step this stone sits just below or just on, if any. */
function weightReason(stone: PricedStone, price: number): PriceReasonWire | null {
  const hundredths = stone.caratHundredths;
  const above = STEPS.find((step) => step > hundredths);
  if (above !== undefined && hundredths >= above * (1 - BELOW_STEP_REACH)) {
    const amount = roundForText(marketPrice({ ...stone, caratHundredths: above }) - price);
    const larger = Math.max(1, diameterChange(hundredths, above));
    return {
      code: 'below_popular_weight',
      text: `${carats(hundredths)} ct: a ${carats(above)} ct of the same grades typically costs ${money(amount)} more, and looks ${larger}% larger in diameter.`,
      amount,
    };
  }
  const reached = STEPS.filter((step) => step <= hundredths).at(-1);
  if (reached !== undefined && hundredths < reached * (1 + ABOVE_STEP_REACH)) {
    const under = reached - 1;
    const amount = roundForText(price - marketPrice({ ...stone, caratHundredths: under }));
    const smaller = diameterChange(hundredths, under);
    const looks = smaller < 1 ? 'looks the same size' : `looks only ${smaller}% smaller in diameter`;
    return {
      code: 'popular_weight_reached',
      text: `${carats(hundredths)} ct: at or just over ${stepName(reached)} ct, where prices step up; a ${carats(under)} ct of the same grades typically costs ${money(amount)} less and ${looks}.`,
      amount,
    };
  }
  return null;
}

interface GradeEffect {
  readonly facet: 'color' | 'clarity' | 'cut';
  readonly amount: number;
}

const FACET_WORDS = {
  color: { name: 'Color', scale: COLOR_SCALE, reference: 'G' },
  clarity: { name: 'Clarity', scale: CLARITY_SCALE, reference: 'VS2' },
  cut: { name: 'Cut', scale: FINISH_SCALE, reference: 'Excellent' },
} as const;

/** The grades whose difference from the reference grade (G, VS2, Excellent cut) moves this price, the one that moves
 * it most first. */
function gradeReasons(stone: PricedStone, price: number): { readonly reason: PriceReasonWire; readonly facet: GradeEffect['facet'] }[] {
  const effects: GradeEffect[] = (['color', 'clarity', 'cut'] as const).map((facet) => ({
    facet,
    amount: price - marketPrice({ ...stone, [facet]: REFERENCE[facet] }),
  }));
  return effects
    .filter((effect) => roundForText(effect.amount) !== 0)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))
    .map((effect, rank) => {
      const { name, scale, reference } = FACET_WORDS[effect.facet];
      const grade = scale[stone[effect.facet]] ?? '';
      const amount = roundForText(Math.abs(effect.amount));
      const than = `${article(reference)} ${reference}`;
      const most = rank === 0 ? 'most' : 'next most';
      const reason: PriceReasonWire =
        effect.amount > 0
          ? { code: 'grade_costs_most', text: `${name} ${grade} is what costs ${most} here: about ${money(amount)} more than ${than}.`, amount }
          : { code: 'grade_costs_least', text: `${name} ${grade} is what saves ${most} here: about ${money(amount)} less than ${than}.`, amount };
      return { reason, facet: effect.facet };
    });
}

function fluorescenceReason(stone: PricedStone, price: number): PriceReasonWire | null {
  if (stone.fluorescence === REFERENCE.fluorescence) return null;
  const intensity = FLUORESCENCE_SCALE[stone.fluorescence] ?? '';
  const amount = roundForText(price - marketPrice({ ...stone, fluorescence: REFERENCE.fluorescence }));
  if (amount === 0) return null;
  const seen = stone.fluorescence <= FLUORESCENCE_SCALE.indexOf('Medium') ? 'it rarely shows in daylight' : 'in bright sunlight it can look slightly hazy';
  return { code: 'fluorescence', text: `${intensity} fluorescence takes about ${money(Math.abs(amount))} off; ${seen}.`, amount: Math.abs(amount) };
}

function cutReason(stone: PricedStone, price: number): PriceReasonWire | null {
  const cut = FINISH_SCALE[stone.cut] ?? '';
  if (stone.cut === REFERENCE.cut) {
    const amount = roundForText(price - marketPrice({ ...stone, cut: FINISH_SCALE.indexOf('Very Good') }));
    return { code: 'cut_excellent', text: `Excellent cut, the top grade: it returns the most light, and a Very Good cut would ask about ${money(amount)} less.`, amount };
  }
  const amount = roundForText(marketPrice({ ...stone, cut: REFERENCE.cut }) - price);
  return { code: 'cut', text: `${article(cut) === 'an' ? 'An' : 'A'} ${cut} cut takes about ${money(amount)} off against Excellent; it returns a little less light.`, amount };
}

/** Two or three reasons, the weight first: the step, the grade that moves the price most, fluorescence, the cut (or
 * the grade that moves it next). */
function reasonsFor(stone: PricedStone, price: number): PriceReasonWire[] {
  const reasons: PriceReasonWire[] = [];
  const weight = weightReason(stone, price);
  if (weight) reasons.push(weight);
  const [grade, ...otherGrades] = gradeReasons(stone, price);
  if (grade) reasons.push(grade.reason);
  const fluorescence = fluorescenceReason(stone, price);
  if (fluorescence) reasons.push(fluorescence);
  const cutTold = grade?.facet === 'cut';
  if (!cutTold && (reasons.length < 2 || stone.cut !== REFERENCE.cut)) {
    const cut = cutReason(stone, price);
    if (cut) reasons.push(cut);
  }
  const nextGrade = otherGrades.find((other) => other.facet !== 'cut');
  if (reasons.length < 2 && nextGrade) reasons.push(nextGrade.reason);
  if (reasons.length < 2) {
    reasons.push({ code: 'reference_grades', text: 'G color and VS2 clarity: the grades shoppers choose most, priced at the middle of the market.' });
  }
  return reasons.slice(0, 3);
}

/** Equal bars from the cheapest to the dearest of the similar stones and this one (so that it can be marked). */
function histogramOf(prices: readonly number[], own: number): PricePositionAnswer['histogram'] {
  if (prices.length === 0) return [];
  let low = own;
  let high = own;
  for (const price of prices) {
    if (price < low) low = price;
    if (price > high) high = price;
  }
  const bins = Math.min(HISTOGRAM_BINS.max, Math.max(HISTOGRAM_BINS.min, Math.round(Math.sqrt(prices.length))));
  const width = Math.max(1, Math.ceil((high - low + 1) / bins));
  const counts = new Array<number>(bins).fill(0);
  for (const price of prices) counts[Math.min(bins - 1, Math.floor((price - low) / width))]! += 1;
  return counts.map((count, bin) => ({ from: low + bin * width, to: low + (bin + 1) * width, count }));
}

/** The price position of the stone at `index`, among the stones on sale (`unavailable` left out). */
export function pricePosition(inventory: DiamondInventory, index: number, unavailable: UnavailableStones): PricePositionAnswer {
  const stone = stoneAt(inventory, index);
  const price = inventory.price[index]!;
  const model = inventory.marketPrice[index]!;
  const { band, prices } = similarStones(inventory, index, unavailable);
  const dearer = prices.filter((other) => other > price).length;
  return {
    model_price: model,
    percentile: prices.length === 0 ? 0 : Math.round((100 * dearer) / prices.length),
    similar: {
      count: prices.length,
      shape: SHAPE_SCALE[stone.shape]!,
      carat_from: band.from / 100,
      carat_to: band.to / 100,
      color: COLOR_SCALE[stone.color]!,
      clarity: CLARITY_SCALE[stone.clarity]!,
    },
    histogram: histogramOf(prices, price),
    reasons: reasonsFor(stone, model),
  };
}
