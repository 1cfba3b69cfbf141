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

/** One line per shape for the shape step's picker. */
export const SHAPE_DESCRIPTIONS: Readonly<Record<Shape, string>> = {
  Asscher: 'A square step cut with cropped corners and a hall-of-mirrors look.',
  Cushion: 'A softly rounded square with large facets and romantic fire.',
  Emerald: 'Long step-cut facets that show off clarity with a calm, elegant flash.',
  Heart: 'The symbol of love, best in sizes where its shape reads clearly.',
  Marquise: 'A long, boat-shaped cut that makes the carat look bigger and the finger slimmer.',
  Oval: 'Round brilliance in an elongated shape that looks larger for its weight.',
  Pear: 'A teardrop that joins the round and the marquise, bright and graceful.',
  Princess: 'A crisp square brilliant, the most popular fancy shape for engagement rings.',
  Radiant: 'A rectangle with trimmed corners and the sparkle of a brilliant cut.',
  Round: 'The classic brilliant: the most fire and sparkle of any shape.',
};

/** A shape trending at or above this score wears the 'Hot' accent. */
export const HOT_TREND_SCORE = 90;
export const isHotShape = (shape: Shape): boolean => trendScore(shape) >= HOT_TREND_SCORE;

/** The drawing of a shape, served with the diamond images. */
export const shapeImageUrl = (shape: Shape): string => `/media/diamonds/${shape.toLowerCase()}.svg`;
