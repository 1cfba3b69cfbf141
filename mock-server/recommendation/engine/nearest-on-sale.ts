import { COLOR_SCALE, CLARITY_SCALE } from '../inventory/grade-scales';
import type { DiamondInventory } from '../inventory/diamond-inventory';
import { firstFrom, stonesOfGrades } from '../pricing/similar-stones';
import type { UnavailableStones } from './unavailable-stones';

/*
 * The stones on sale nearest a given one, for `similar_diamonds/`: what a shopper who wanted that stone (now sold)
 * would look at instead. Near means the same shape and, first, within one grade of its color and clarity, 10 % of its
 * weight and 20 % of its price; when fewer than asked are that near, within two grades, 20 % and 35 %. Among those,
 * the closest come first: a grade step weighs as much as 5 % of weight or 10 % of price. The work is bounded by the
 * stones of the neighbouring grades inside the weight band (the groups pricing/similar-stones.ts keeps sorted by
 * weight), never the whole inventory.
 */

interface Reach {
  /** Grade steps either side, for color and for clarity. */
  readonly grades: number;
  /** Share of the weight either side. */
  readonly weight: number;
  /** Share of the price either side. */
  readonly price: number;
}

export const NEAR: Reach = { grades: 1, weight: 0.1, price: 0.2 };
export const WIDER: Reach = { grades: 2, weight: 0.2, price: 0.35 };

/** SI3 keeps its code on the scale but no stone has it: a step from SI2 to I1 is one step. */
const SI3 = CLARITY_SCALE.indexOf('SI3');
const clarityStep = (code: number): number => (code > SI3 ? code - 1 : code);

const distance = (inventory: DiamondInventory, from: number, to: number): number =>
  Math.abs(inventory.color[from]! - inventory.color[to]!) +
  Math.abs(clarityStep(inventory.clarity[from]!) - clarityStep(inventory.clarity[to]!)) +
  Math.abs(Math.log(inventory.caratHundredths[to]! / inventory.caratHundredths[from]!)) / 0.05 +
  Math.abs(Math.log(inventory.price[to]! / inventory.price[from]!)) / 0.1;

function within(inventory: DiamondInventory, stone: number, reach: Reach, unavailable: UnavailableStones): number[] {
  const shape = inventory.shape[stone]!;
  const hundredths = inventory.caratHundredths[stone]!;
  const price = inventory.price[stone]!;
  const lightest = Math.round(hundredths * (1 - reach.weight));
  const heaviest = Math.round(hundredths * (1 + reach.weight));
  const cheapest = price * (1 - reach.price);
  const dearest = price * (1 + reach.price);
  const found: number[] = [];
  for (let color = 0; color < COLOR_SCALE.length; color++) {
    if (Math.abs(color - inventory.color[stone]!) > reach.grades) continue;
    for (let clarity = 0; clarity < CLARITY_SCALE.length; clarity++) {
      if (clarity === SI3 || Math.abs(clarityStep(clarity) - clarityStep(inventory.clarity[stone]!)) > reach.grades) continue;
      const group = stonesOfGrades(inventory, shape, color, clarity);
      for (let at = firstFrom(inventory, group, lightest); at < group.length; at++) {
        const other = group[at]!;
        if (inventory.caratHundredths[other]! > heaviest) break;
        const otherPrice = inventory.price[other]!;
        if (other === stone || otherPrice < cheapest || otherPrice > dearest || unavailable.has(other)) continue;
        found.push(other);
      }
    }
  }
  return found;
}

/** Up to `count` stones on sale nearest the stone at `index` (which may itself be sold), closest first, ties by
 * index so that one inventory always answers alike. */
export function nearestOnSale(inventory: DiamondInventory, index: number, unavailable: UnavailableStones, count: number): number[] {
  let near = within(inventory, index, NEAR, unavailable);
  if (near.length < count) near = within(inventory, index, WIDER, unavailable);
  const scored = near.map((stone) => ({ stone, score: distance(inventory, index, stone) }));
  scored.sort((a, b) => a.score - b.score || a.stone - b.stone);
  return scored.slice(0, count).map(({ stone }) => stone);
}
