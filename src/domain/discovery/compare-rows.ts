import { stoneCarat } from '../diamond/carat';
import { verdictLine, verdictOf, type DealVerdict, type DealVerdictKind } from '../diamond/deal-verdict';
import type { Diamond } from '../diamond/diamond';
import { EDUCATION_CLARITIES, EDUCATION_COLORS, EDUCATION_CUT_GRADES, type GradeScale } from '../diamond/grades';
import { formatPrice, toCents } from '../shared/money';

/*
 * The comparison's rows, and which stone is ahead on each: the better cut, color or clarity grade, the larger
 * weight, the lower price per carat, the better deal (the better verdict, deal-verdict.ts, then the lower price
 * against what the price model expects of each stone). Equal stones tie, and a tie marks neither; so does a row a
 * stone has no value for.
 */

/** One row of the comparison: a value per stone, in the order of the stones, and the index of the stone ahead
 * (null for a tie or a row that cannot be compared). */
export interface CompareRow {
  readonly key: CompareRowKey;
  readonly label: string;
  readonly values: readonly (string | null)[];
  readonly ahead: number | null;
}

export type CompareRowKey = 'cut' | 'color' | 'clarity' | 'carat' | 'pricePerCarat' | 'deal';

/** Which of the scores is best, lower being better; null when none is alone at the best (a tie) or one is missing. */
export const aheadOf = (scores: readonly (number | null | undefined)[]): number | null => {
  if (scores.length < 2 || scores.some((score) => score === null || score === undefined || !Number.isFinite(score))) return null;
  const known = scores as readonly number[];
  const best = Math.min(...known);
  const at = known.filter((score) => score === best);
  return at.length === 1 ? known.indexOf(best) : null;
};

/** A grade's rank on its scale, best first; an unknown grade ranks nowhere (it cannot be ahead or behind). */
const rankOn = (scale: GradeScale, grade: string): number | null => {
  const index = scale.indexOf(grade);
  return index === -1 ? null : index;
};

/** Dollars per carat, in whole cents, the way the page shows them. */
export const pricePerCaratCents = (diamond: Pick<Diamond, 'price' | 'size'>): number | null =>
  diamond.size > 0 ? toCents(diamond.price / diamond.size) : null;

const VERDICT_RANK: Readonly<Record<DealVerdictKind, number>> = { 'good-deal': 0, 'in-line': 1, above: 2 };

/** A verdict's place among deals, lower being better: the verdict first, then how far below (or above) the model's
 * price, in whole percent as the sentence says it, so that two stones the page words alike tie. */
export const dealScore = (verdict: Pick<DealVerdict, 'kind' | 'percentFromModel'>): number => VERDICT_RANK[verdict.kind] * 100_000 + verdict.percentFromModel;

/** The rows of the comparison of `diamonds`, the deal row with each stone's verdict (left out when the service sent
 * no deal block with either stone). */
export function compareRows(diamonds: readonly Diamond[]): readonly CompareRow[] {
  const graded = (key: CompareRowKey, label: string, scale: GradeScale, grade: (d: Diamond) => string): CompareRow => ({
    key,
    label,
    values: diamonds.map(grade),
    ahead: aheadOf(diamonds.map((d) => rankOn(scale, grade(d)))),
  });
  const rows: CompareRow[] = [
    graded('cut', 'Cut', EDUCATION_CUT_GRADES, (d) => d.cut),
    graded('color', 'Color', EDUCATION_COLORS, (d) => d.color),
    graded('clarity', 'Clarity', EDUCATION_CLARITIES, (d) => d.clarity),
    // The larger stone is ahead: compared in whole hundredths, as the page shows the weight.
    { key: 'carat', label: 'Carat', values: diamonds.map((d) => stoneCarat(d.size)), ahead: aheadOf(diamonds.map((d) => -Math.round(d.size * 100))) },
    {
      key: 'pricePerCarat',
      label: 'Price per carat',
      values: diamonds.map((d) => {
        const cents = pricePerCaratCents(d);
        return cents === null ? null : formatPrice(cents / 100);
      }),
      ahead: aheadOf(diamonds.map(pricePerCaratCents)),
    },
  ];
  const verdicts = diamonds.map(verdictOf);
  if (verdicts.some((verdict) => verdict !== null)) {
    rows.push({
      key: 'deal',
      label: 'Deal',
      values: verdicts.map((verdict) => verdict && verdictLine(verdict)),
      ahead: aheadOf(verdicts.map((verdict) => verdict && dealScore(verdict))),
    });
  }
  return rows;
}
