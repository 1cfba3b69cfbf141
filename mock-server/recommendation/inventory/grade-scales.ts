import { DIAMOND_SHAPES } from '../../../contracts/catalog';
import type { ClarityGradeName, ColorGradeName, CutGradeName, DiamondShapeName } from '../../../contracts/catalog';

/**
 * The codes the inventory stores in its typed arrays: each grade is its position on a scale ordered best first,
 * so that "better" is "smaller code" everywhere. The scales are the service's own choice of the grades it sells;
 * every name is one the wire knows (contracts/catalog).
 */
export const SHAPE_SCALE: readonly DiamondShapeName[] = DIAMOND_SHAPES;

/** D–M: the colourless and near-colourless D–J plus the faint K–M band a real inventory also lists (they fail
 * "acceptable"). */
export const COLOR_SCALE = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] as const satisfies readonly ColorGradeName[];

/** IF–I1. SI3 keeps its slot (code 7) so that the codes follow the full scale of the range query, but is never
 * generated: GIA, which grades every stone here, has no SI3 grade. */
export const CLARITY_SCALE = ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'SI3', 'I1'] as const satisfies readonly ClarityGradeName[];

/** Cut, polish and symmetry: Excellent–Fair (no stone cut Poor is sold). */
export const FINISH_SCALE = ['Excellent', 'Very Good', 'Good', 'Fair'] as const satisfies readonly CutGradeName[];

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

export const shapeCode = (shape: DiamondShapeName): number => SHAPE_SCALE.indexOf(shape);
export const ROUND = shapeCode('Round');

/** "Acceptable quality" of the `biggest` pick (docs/api-contracts.md): cut Good or better, color J or better,
 * clarity SI2 or better. */
export const ACCEPTABLE_CUT_MAX = FINISH_SCALE.indexOf('Good');
export const ACCEPTABLE_COLOR_MAX = COLOR_SCALE.indexOf('J');
export const ACCEPTABLE_CLARITY_MAX = CLARITY_SCALE.indexOf('SI2');

export const isAcceptableQuality = (cut: number, color: number, clarity: number): boolean =>
  cut <= ACCEPTABLE_CUT_MAX && color <= ACCEPTABLE_COLOR_MAX && clarity <= ACCEPTABLE_CLARITY_MAX;
