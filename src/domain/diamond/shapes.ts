/** The ten diamond shapes the shop sells, with the 'Trending' score shown on the shape step. */
export const SHAPES = [
  'Asscher',
  'Cushion',
  'Emerald',
  'Heart',
  'Marquise',
  'Oval',
  'Pear',
  'Princess',
  'Radiant',
  'Round',
] as const;

export type Shape = (typeof SHAPES)[number];

export const DEFAULT_SHAPE: Shape = 'Round';

const SPECIAL_TREND_SCORES: Partial<Record<Shape, number>> = { Asscher: 82.06, Cushion: 92.3, Emerald: 75.21 };
const OTHER_TREND_SCORE = 89.38;

export const trendScore = (shape: Shape): number => SPECIAL_TREND_SCORES[shape] ?? OTHER_TREND_SCORE;

export const isShape = (value: unknown): value is Shape =>
  typeof value === 'string' && (SHAPES as readonly string[]).includes(value);

/** Reads a shape from free text such as a `shape=` URL parameter, ignoring case; unknown text gives the default. */
export const parseShape = (value: string | null | undefined): Shape => {
  const wanted = (value ?? '').trim().toLowerCase();
  return SHAPES.find((shape) => shape.toLowerCase() === wanted) ?? DEFAULT_SHAPE;
};
