import { askingPriceFactor, logMarketPrice } from '../pricing/price-model';
import type { PricedStone } from '../pricing/price-model';
import { allocateInventory } from './diamond-inventory';
import type { DiamondInventory } from './diamond-inventory';
import { CLARITY_SCALE, COLOR_SCALE, CULET_SCALE, FINISH_SCALE, FLUORESCENCE_SCALE, GIRDLE_SCALE, ROUND, SHAPE_SCALE } from './grade-scales';
import { cumulativeShares, seededRandom } from './seeded-random';
import type { SeededRandom } from './seeded-random';
import { PROFILES_BY_CODE, SHAPE_PROFILES, measurements } from './shape-profiles';

const shares = <G extends string>(scale: readonly G[], weights: Readonly<Record<G, number>>): Float64Array =>
  cumulativeShares(scale.map((grade) => weights[grade]));

const SHAPE_SHARES = cumulativeShares(SHAPE_SCALE.map((shape) => SHAPE_PROFILES[shape].marketShare));
const COLOR_SHARES = shares(COLOR_SCALE, { D: 8, E: 12, F: 15, G: 18, H: 16, I: 12, J: 9, K: 5, L: 3, M: 2 });
/** GIA grades no SI3: its slot stays empty. */
const CLARITY_SHARES = shares(CLARITY_SCALE, { IF: 3, VVS1: 6, VVS2: 9, VS1: 16, VS2: 20, SI1: 20, SI2: 15, SI3: 0, I1: 11 });
const ROUND_CUT_SHARES = shares(FINISH_SCALE, { Excellent: 60, 'Very Good': 25, Good: 11, Fair: 4 });
const FANCY_CUT_SHARES = shares(FINISH_SCALE, { Excellent: 40, 'Very Good': 35, Good: 18, Fair: 7 });
const FLUORESCENCE_SHARES = shares(FLUORESCENCE_SCALE, { None: 60, Faint: 18, Medium: 12, Strong: 8, 'Very Strong': 2 });
/** An excellent cut keeps a medium girdle; poorer cuts spread over the whole scale. */
const FINE_GIRDLES = [GIRDLE_SCALE.indexOf('Thin to Medium'), GIRDLE_SCALE.indexOf('Medium'), GIRDLE_SCALE.indexOf('Medium to Slightly Thick')];
const FINE_GIRDLE_SHARES = cumulativeShares([35, 40, 25]);
const ANY_GIRDLE_SHARES = cumulativeShares([5, 8, 15, 20, 18, 12, 12, 5, 5]);
const FINE_CULET_SHARES = shares(CULET_SCALE, { None: 85, 'Very Small': 15, Small: 0, Medium: 0 });
const ANY_CULET_SHARES = shares(CULET_SCALE, { None: 55, 'Very Small': 25, Small: 15, Medium: 5 });

/** Weight: 60 % of the stones are cut to just at or above a weight buyers shop by (cutters keep the weight above
 * it, since a stone just below sells for markedly less); the rest spread log-normally around 0.8 ct. */
const POPULAR_WEIGHTS = [30, 40, 50, 70, 90, 100, 120, 150, 200, 300];
const POPULAR_WEIGHT_SHARES = cumulativeShares([8, 6, 16, 15, 10, 20, 5, 10, 7, 3]);
const POPULAR_SHARE = 0.6;
/** Mean excess over a popular weight, in hundredths (exponential, at most 9). */
const POPULAR_EXCESS_MEAN = 2.5;
export const MIN_CARAT_HUNDREDTHS = 25;
export const MAX_CARAT_HUNDREDTHS = 500;
const SPREAD_MEDIAN_LN = Math.log(0.8);
const SPREAD_SIGMA = 0.6;

function drawCaratHundredths(random: SeededRandom): number {
  if (random.next() < POPULAR_SHARE) {
    const base = POPULAR_WEIGHTS[random.pick(POPULAR_WEIGHT_SHARES)]!;
    return base + Math.min(9, Math.floor(-Math.log(1 - random.next()) * POPULAR_EXCESS_MEAN));
  }
  for (;;) {
    const hundredths = Math.round(100 * Math.exp(SPREAD_MEDIAN_LN + SPREAD_SIGMA * random.normal()));
    if (hundredths >= MIN_CARAT_HUNDREDTHS && hundredths <= MAX_CARAT_HUNDREDTHS) return hundredths;
  }
}

/** Polish and symmetry follow the cut: mostly the same grade, sometimes one worse, now and then one better. */
function drawFinish(random: SeededRandom, cut: number): number {
  const u = random.next();
  if (u < 0.6) return cut;
  if (u < 0.88) return Math.min(FINISH_SCALE.length - 1, cut + 1);
  return Math.max(0, cut - 1);
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/**
 * `count` stones from `seed`, drawn in index order from one sfc32 stream: the same seed and count always give
 * the same stones, and a bigger count only adds stones (the first 100,000 of a million are the 100,000).
 */
export function generateInventory(seed: number, count: number): DiamondInventory {
  const inventory = allocateInventory(seed, count);
  const random = seededRandom(seed, 'diamonds');
  const stone = { shape: 0, caratHundredths: 0, color: 0, clarity: 0, cut: 0, polish: 0, symmetry: 0, fluorescence: 0 } satisfies PricedStone;
  for (let i = 0; i < count; i++) {
    stone.shape = random.pick(SHAPE_SHARES);
    stone.caratHundredths = drawCaratHundredths(random);
    stone.color = random.pick(COLOR_SHARES);
    stone.clarity = random.pick(CLARITY_SHARES);
    stone.cut = random.pick(stone.shape === ROUND ? ROUND_CUT_SHARES : FANCY_CUT_SHARES);
    stone.polish = drawFinish(random, stone.cut);
    stone.symmetry = drawFinish(random, stone.cut);
    stone.fluorescence = random.pick(FLUORESCENCE_SHARES);
    const profile = PROFILES_BY_CODE[stone.shape]!;
    const fine = stone.cut <= 1;

    // Proportions: an excellent cut sits near the ideal, each grade down strays further from it.
    const stray = 1 + 0.6 * stone.cut;
    const depthPercent = Math.round(10 * clamp(profile.depth.mid + profile.depth.spread * stray * random.normal(), profile.depth.min, profile.depth.max)) / 10;
    const tablePercent = Math.round(clamp(profile.table.mid + profile.table.spread * stray * random.normal(), profile.table.min, profile.table.max));
    const [minRatio, maxRatio] = profile.ratio;
    const ratio = minRatio + ((maxRatio - minRatio) * (random.next() + random.next())) / 2;
    const size = measurements(profile, stone.caratHundredths / 100, ratio, depthPercent);

    inventory.shape[i] = stone.shape;
    inventory.caratHundredths[i] = stone.caratHundredths;
    inventory.color[i] = stone.color;
    inventory.clarity[i] = stone.clarity;
    inventory.cut[i] = stone.cut;
    inventory.polish[i] = stone.polish;
    inventory.symmetry[i] = stone.symmetry;
    inventory.fluorescence[i] = stone.fluorescence;
    inventory.girdle[i] = fine ? FINE_GIRDLES[random.pick(FINE_GIRDLE_SHARES)]! : random.pick(ANY_GIRDLE_SHARES);
    const culet = random.pick(fine ? FINE_CULET_SHARES : ANY_CULET_SHARES);
    inventory.culet[i] = profile.pointed ? 0 : culet;
    inventory.depthPercentTenths[i] = Math.round(depthPercent * 10);
    inventory.tablePercent[i] = tablePercent;
    inventory.lengthHundredths[i] = Math.round(size.length * 100);
    inventory.widthHundredths[i] = Math.round(size.width * 100);
    inventory.depthHundredths[i] = Math.round(size.depth * 100);

    const market = Math.exp(logMarketPrice(stone));
    const factor = askingPriceFactor(random.normal(), random.next(), random.next());
    inventory.marketPrice[i] = Math.max(1, Math.round(market));
    inventory.price[i] = Math.max(1, Math.round(market * factor));
  }
  return inventory;
}
