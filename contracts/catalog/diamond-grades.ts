import { z } from 'zod';

/*
 * The grade names that travel on the wire: the option labels of the store's diamond grade attributes and the
 * grade bounds of the recommendation service's range query. Each list is ordered best first, as GIA grades them
 * and as the store lists its options. A service may sell on a part of a scale only; the names are these.
 */

/** Cut, and polish and symmetry, which are graded on the same words. */
export const CUT_GRADE_NAMES = ['Excellent', 'Very Good', 'Good', 'Fair', 'Poor'] as const;
export type CutGradeName = (typeof CUT_GRADE_NAMES)[number];

/** Colour letters, colourless D down to the very light N. */
export const COLOR_GRADE_NAMES = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N'] as const;
export type ColorGradeName = (typeof COLOR_GRADE_NAMES)[number];

/** Clarity, internally flawless down to included. */
export const CLARITY_GRADE_NAMES = ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'SI3', 'I1', 'I2', 'I3'] as const;
export type ClarityGradeName = (typeof CLARITY_GRADE_NAMES)[number];

export const cutGradeSchema = z.enum(CUT_GRADE_NAMES);
export const colorGradeSchema = z.enum(COLOR_GRADE_NAMES);
export const clarityGradeSchema = z.enum(CLARITY_GRADE_NAMES);
