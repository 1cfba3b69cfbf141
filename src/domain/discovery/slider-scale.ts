import { scaleLog } from 'd3-scale';

/**
 * The track of a More Options slider: where each value sits on it (0 at the left end, 1 at the right), the value a
 * place on it stands for, the keys that move a thumb and the words a screen reader says. Every value it gives is one
 * of the slider's stops (its steps), whatever place or key it was asked about.
 */
export interface SliderScale {
  /** The slider's stops, lowest first: the only values a thumb can hold. */
  readonly stops: readonly number[];
  /** Where `value` sits on the track, 0–1; a value between stops sits between them, one outside the track at its end. */
  position(value: number): number;
  /** The stop nearest to a place on the track (nearest on the track, not in value). */
  valueAt(position: number): number;
  /** The highest stop at or below `value` (the lowest stop when none is). */
  floor(value: number): number;
  /** The lowest stop at or above `value` (the highest stop when none is). */
  ceil(value: number): number;
  /** The stop `count` stops away from the stop nearest to `value` (negative: lower), kept on the track. */
  step(value: number, count: number): number;
  /** What a screen reader says for a value: '$5,000', '1.25 ct', 'Very Good'. */
  words(value: number): string;
}

/** Stops from the lowest up, each with its place on the track; `words` says a stop. */
function trackOf(stops: readonly number[], position: (value: number) => number, words: (value: number) => string): SliderScale {
  const places = stops.map(position);
  const last = stops.length - 1;
  /** The index of the last stop whose key is at most `key` (−1 when none is). */
  const lastAtMost = (keys: readonly number[], key: number): number => {
    let low = 0;
    let high = last;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (keys[middle]! <= key) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
  const nearestIndex = (keys: readonly number[], key: number): number => {
    const below = lastAtMost(keys, key);
    if (below < 0) return 0;
    if (below === last) return last;
    return key - keys[below]! <= keys[below + 1]! - key ? below : below + 1;
  };
  const clampIndex = (index: number) => Math.min(last, Math.max(0, index));
  return {
    stops,
    position: (value) => Math.min(1, Math.max(0, position(value))),
    valueAt: (place) => stops[nearestIndex(places, place)]!,
    floor: (value) => stops[Math.max(0, lastAtMost(stops, value))]!,
    ceil: (value) => {
      const below = lastAtMost(stops, value);
      return below >= 0 && stops[below] === value ? value : stops[clampIndex(below + 1)]!;
    },
    step: (value, count) => stops[clampIndex(nearestIndex(stops, value) + count)]!,
    words,
  };
}

/** A numeric slider of the spec (section 9): its ends and its step. */
export interface NumericSlider {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** Decimal steps (0.2 ct) are counted in whole steps from the minimum, then rounded to the step's precision, so
 * that a stop is 0.65, not 0.6500000000000001. */
const decimalsOf = (value: number): number => (String(value).split('.')[1] ?? '').length;

/** min, min + step, … up to the last step within max, and max itself (100 ct is a stop although 99.85 + 0.2 is not). */
export function stopsOf(slider: NumericSlider): number[] {
  const precision = Math.max(decimalsOf(slider.min), decimalsOf(slider.step));
  const count = Math.floor((slider.max - slider.min) / slider.step + 1e-9);
  const stops = Array.from({ length: count + 1 }, (_, k) => Number((slider.min + k * slider.step).toFixed(precision)));
  if (stops.at(-1)! < slider.max) stops.push(slider.max);
  return stops;
}

/**
 * A logarithmic track: equal ratios take equal distances ($2,000 to $4,000 as long as $250,000 to $500,000), so that
 * the budgets shoppers have (a few thousand dollars, about a carat) get most of the track instead of its first
 * hundredth. A track starting at 0 starts its logarithm at half a step: $0 sits where $1,000 would, one ratio of 2
 * below the first step.
 */
export function logSliderScale(slider: NumericSlider, words: (value: number) => string): SliderScale {
  const start = slider.min > 0 ? slider.min : slider.step / 2;
  const log = scaleLog().domain([start, slider.max]).range([0, 1]).clamp(true);
  return trackOf(stopsOf(slider), (value) => log(Math.max(value, start)), words);
}

/** A grade slider: one stop per grade, best grade first, evenly spaced; a value is the grade's place on its scale. */
export function gradeSliderScale(grades: readonly string[]): SliderScale {
  const stops = grades.map((_, index) => index);
  const span = Math.max(1, grades.length - 1);
  return trackOf(stops, (index) => index / span, (index) => grades[Math.round(index)] ?? '');
}

/** A range on a slider: its two thumbs' values, `from` never above `to`. */
export interface SliderRange {
  readonly from: number;
  readonly to: number;
}

export type Thumb = 'from' | 'to';

/** PageUp and PageDown move a tenth of the track (a doubling on the price track), and at least this many stops. */
const PAGE_STOPS = 2;
const PAGE_SHARE = 0.1;

/**
 * A key pressed on a thumb (the WAI-ARIA slider keys): the arrows move one stop; PageUp and PageDown a tenth of the
 * track, at least two stops; Home and End as far as the thumb may go. A thumb never passes the other: it stays at
 * least `gap` stops from it (one on the price and carat tracks, so that a range always holds a step; none on a grade
 * track, where one grade is a range). Null for a key the slider does not answer.
 */
export function keyedRange(scale: SliderScale, range: SliderRange, thumb: Thumb, key: string, gap: number): SliderRange | null {
  const value = range[thumb];
  const page = (direction: 1 | -1) => {
    const paged = scale.valueAt(scale.position(value) + direction * PAGE_SHARE);
    const atLeast = scale.step(value, direction * PAGE_STOPS);
    return direction > 0 ? Math.max(paged, atLeast) : Math.min(paged, atLeast);
  };
  const moves: Record<string, () => number> = {
    ArrowRight: () => scale.step(value, 1),
    ArrowUp: () => scale.step(value, 1),
    ArrowLeft: () => scale.step(value, -1),
    ArrowDown: () => scale.step(value, -1),
    PageUp: () => page(1),
    PageDown: () => page(-1),
    Home: () => scale.stops[0]!,
    End: () => scale.stops.at(-1)!,
  };
  const move = moves[key];
  return move ? movedTo(scale, range, thumb, move(), gap) : null;
}

/** The range with one thumb moved to `value` (a stop), kept `gap` stops clear of the other thumb. */
export function movedTo(scale: SliderScale, range: SliderRange, thumb: Thumb, value: number, gap: number): SliderRange {
  if (thumb === 'from') return { from: Math.min(value, scale.step(range.to, -gap)), to: range.to };
  return { from: range.from, to: Math.max(value, scale.step(range.from, gap)) };
}

/**
 * A drag or a tap on the track, as the slider reports it: the two thumbs' places. The thumb whose stop changed
 * moves, kept clear of the other; nothing changed, the range stays.
 */
export function draggedRange(scale: SliderScale, range: SliderRange, places: readonly [number, number], gap: number): SliderRange {
  const from = scale.valueAt(places[0]);
  const to = scale.valueAt(places[1]);
  if (from !== range.from) return movedTo(scale, range, 'from', from, gap);
  if (to !== range.to) return movedTo(scale, range, 'to', to, gap);
  return range;
}
