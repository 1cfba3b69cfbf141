import { z } from 'zod';
import { clarityGradeSchema, colorGradeSchema, cutGradeSchema } from '../catalog/diamond-grades';
import { diamondShapeSchema } from '../catalog/diamond-shapes';

/** Dollars or carats: a JSON number, finite and not negative. `null` counts as not given. */
export const amountSchema = z.number().nonnegative();
const bound = amountSchema.nullish();

/** The three guided ways into the shop, sent as `attr`. */
export const SHOP_BY_ATTRS = ['price', 'size', 'shape'] as const;

/** The search (docs/api-contracts.md, "The query"): the shapes (`shapes`, else `shape`, else Round) and the budget
 * and size bounds, each applying only when given. */
export const diamondQuerySchema = z.object({
  shapes: z.array(diamondShapeSchema).nullish(),
  shape: diamondShapeSchema.nullish(),
  price_total_from: bound,
  price_total_to: bound,
  size_from: bound,
  size_to: bound,
  attr: z.enum(SHOP_BY_ATTRS).nullish(),
});
export type DiamondQueryWire = z.input<typeof diamondQuerySchema>;

/** The More Options panel's ranges (`set`): every bound flat, grades by name, best grade first. */
export const rangeQuerySchema = z.object({
  price_total_from: bound,
  price_total_to: bound,
  size_from: bound,
  size_to: bound,
  cut_from: cutGradeSchema.nullish(),
  cut_to: cutGradeSchema.nullish(),
  color_from: colorGradeSchema.nullish(),
  color_to: colorGradeSchema.nullish(),
  clarity_from: clarityGradeSchema.nullish(),
  clarity_to: clarityGradeSchema.nullish(),
  polish_from: cutGradeSchema.nullish(),
  polish_to: cutGradeSchema.nullish(),
  symmetry_from: cutGradeSchema.nullish(),
  symmetry_to: cutGradeSchema.nullish(),
});
export type RangeQueryWire = z.input<typeof rangeQuerySchema>;
