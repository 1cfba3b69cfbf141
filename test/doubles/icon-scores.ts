import { MIN_LEVEL } from '../../src/domain/diamond/quality-score';

/** The icon scores the test doubles give the stones they make up, and the features weigh stones by (the recommendation
 * service scores its own stones: the shop only shows the levels it is sent). */
const normalise = (grade: string): string => grade.trim().toUpperCase().replace(/\s+/g, ' ');

const CUT_SCORES: Readonly<Record<string, number>> = {
  EXCELLENT: 5,
  'VERY GOOD': 4,
  GOOD: 3,
  FAIR: 2,
  POOR: 1,
};

/** Cut (and polish and symmetry, which share its scale): Excellent 5 down to Poor 1; an unknown grade scores the
 * minimum rather than flattering the stone. */
export const cutScore = (grade: string): number => CUT_SCORES[normalise(grade)] ?? MIN_LEVEL;

/** D–F 5, G–J 4, K–M 3 as the spec says. N scores 2: GIA puts N at the start of a new band ('very light', N–R)
 * below the 'faint' K–M band, so it must sit under K–M; anything further down the alphabet or unknown scores 1. */
export const colorScore = (grade: string): number => {
  const color = normalise(grade);
  if (/^[DEF]$/.test(color)) return 5;
  if (/^[GHIJ]$/.test(color)) return 4;
  if (/^[KLM]$/.test(color)) return 3;
  if (color === 'N') return 2;
  return MIN_LEVEL;
};

/** IF 5, VVS 4, VS 3, SI 2, I 1, by family so that every numbered member (VVS1, SI3, I2…) follows its family.
 * FL (flawless) is above IF and scores 5 too. */
export const clarityScore = (grade: string): number => {
  const clarity = normalise(grade);
  if (clarity === 'FL' || clarity === 'IF') return 5;
  if (/^VVS\d?$/.test(clarity)) return 4;
  if (/^VS\d?$/.test(clarity)) return 3;
  if (/^SI\d?$/.test(clarity)) return 2;
  return MIN_LEVEL;
};
