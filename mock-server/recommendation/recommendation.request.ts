import { z } from 'zod';
import { DIAMOND_SHAPES } from '../../contracts/catalog';
import type { DiamondShapeName as Shape } from '../../contracts/catalog';

/*
 * Request bodies of the recommendation service, checked with `validateBody`. Every leaf is a `z.custom` check
 * rather than `z.number()` or `z.enum()`: a value of the wrong JSON type then answers
 * `Invalid value of "%value" provided for the %fieldName field.`, which names the field as the contract asks,
 * where Magento's type-mismatch phrase names only the expected type. A missing or null field still answers
 * `"%fieldName" is required.`.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dollars or carats: a finite number, not negative. */
export const amount = z.custom<number>((value) => typeof value === 'number' && Number.isFinite(value) && value >= 0);
const isShape = (value: unknown): value is Shape => typeof value === 'string' && (DIAMOND_SHAPES as readonly string[]).includes(value);
const shape = z.custom<Shape>(isShape);
const attr = z.custom<'price' | 'size' | 'shape'>((value) => value === 'price' || value === 'size' || value === 'shape');
export const listOf = <Item extends z.ZodType>(item: Item) => z.custom<unknown[]>(Array.isArray).pipe(z.array(item));
export const objectOf = <Fields extends z.ZodRawShape>(fields: Fields) => z.custom<Record<string, unknown>>(isRecord).pipe(z.object(fields));

/** The shop-by query (docs/api-contracts.md, "The query"). Unknown fields are ignored. */
export const diamondQuerySchema = objectOf({
  shapes: listOf(shape).nullish(),
  shape: shape.nullish(),
  price_total_from: amount.nullish(),
  price_total_to: amount.nullish(),
  size_from: amount.nullish(),
  size_to: amount.nullish(),
  attr: attr.nullish(),
});
export type DiamondQueryBody = z.output<typeof diamondQuerySchema>;

export const recommendationsRequest = z.object({ body: diamondQuerySchema });

export const ruleRecommendationRequest = z.object({ body: objectOf({ preference: diamondQuerySchema }) });

export const priceRangeRequest = z.object({ body: objectOf({ size: amount, shape: shape.nullish() }) });

/** Exactly two different, non-empty ids; anything else is the contract's single "no diamonds passed" answer. */
export const comparisonsRequest = z
  .object({ diamond_ids: z.tuple([z.string().min(1), z.string().min(1)]) })
  .refine(({ diamond_ids: [first, second] }) => first !== second);

/** `price_position/`: the stone by its id. */
export const pricePositionRequest = z.object({ diamond_id: z.string().min(1) });

/** `similar_diamonds/`: the stone by its id, sold or not. */
export const similarDiamondsRequest = pricePositionRequest;
