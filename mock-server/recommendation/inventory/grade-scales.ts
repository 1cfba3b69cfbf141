import { CUT_GRADES, SLIDER_CLARITIES } from '../../../src/domain/diamond/grades';
import type { ColorGrade } from '../../../src/domain/diamond/grades';
import { SHAPES } from '../../../src/domain/diamond/shapes';
import type { Shape } from '../../../src/domain/diamond/shapes';

/**
 * The codes the inventory stores in its typed arrays: each grade is its position on a scale ordered best first,
 * so that "better" is "smaller code" everywhere. The scales are the storefront's own (src/domain), so a grade the
 * mock serves is always one the shop can show and filter.
 */
export const SHAPE_SCALE: readonly Shape[] = SHAPES;

/** D–M: the D–J slider grades plus the faint K–M band a real inventory also lists (they fail "acceptable"). */
export const COLOR_SCALE = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] as const satisfies readonly ColorGrade[];

/** IF–I1 as on the slider. SI3 keeps its slot (code 7) so codes match the slider, but is never generated: GIA,
 * which grades every stone here, has no SI3 grade. */
export const CLARITY_SCALE = SLIDER_CLARITIES;

/** Cut, polish and symmetry: Excellent–Fair. */
export const FINISH_SCALE = CUT_GRADES;

export const FLUORESCENCE_SCALE = ['None', 'Faint', 'Medium', 'Strong', 'Very Strong'] as const;

/** GIA girdle descriptions, thinnest first. */
export const GIRDLE_SCALE = [
  'Very Thin to Thin',
  'Thin',
  'Thin to Medium',
  'Medium',
  'Medium to Slightly Thick',
  'Thin to Slightly Thick',
  'Slightly Thick',
  'Slightly Thick to Thick',
  'Thick',
] as const;

export const CULET_SCALE = ['None', 'Very Small', 'Small', 'Medium'] as const;

export const shapeCode = (shape: Shape): number => SHAPE_SCALE.indexOf(shape);
export const ROUND = shapeCode('Round');

/** "Acceptable quality" of the `biggest` pick (docs/api-contracts.md): cut Good or better, color J or better,
 * clarity SI2 or better. */
export const ACCEPTABLE_CUT_MAX = FINISH_SCALE.indexOf('Good');
export const ACCEPTABLE_COLOR_MAX = COLOR_SCALE.indexOf('J');
export const ACCEPTABLE_CLARITY_MAX = CLARITY_SCALE.indexOf('SI2');

export const isAcceptableQuality = (cut: number, color: number, clarity: number): boolean =>
  cut <= ACCEPTABLE_CUT_MAX && color <= ACCEPTABLE_COLOR_MAX && clarity <= ACCEPTABLE_CLARITY_MAX;
