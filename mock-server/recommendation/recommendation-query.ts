import type { DiamondShapeName as Shape } from '../../contracts/catalog';
import type { StoneQuery } from './engine/stone-query';
import { shapeCode } from './inventory/grade-scales';
import { recommendationErrors } from './recommendation-errors';
import type { DiamondQueryBody } from './recommendation.request';

/** The shape a query means when it names none. */
export const DEFAULT_SHAPE: Shape = 'Round';

/** A validated query: the shapes it means and only the bounds it gives. This form travels in `state`. */
export interface RecommendationQuery {
  readonly shapes: readonly Shape[];
  readonly price_total_from?: number;
  readonly price_total_to?: number;
  readonly size_from?: number;
  readonly size_to?: number;
}

const BOUND_PAIRS = [
  ['price_total_from', 'price_total_to'],
  ['size_from', 'size_to'],
] as const;

/** A query body as validated, or a query of the service's own (a `state` sends it back): only read, never changed. */
export type QueryInput = { readonly [Key in keyof DiamondQueryBody]: Key extends 'shapes' ? readonly Shape[] | null | undefined : DiamondQueryBody[Key] };

/** `shapes`, else `shape`, else Round, as the storefront's `queryShapes` reads a query (an empty list names none).
 * Repeated shapes count once. A `from` above its `to` answers 400 naming both fields. */
export function readQuery(body: QueryInput): RecommendationQuery {
  for (const [from, to] of BOUND_PAIRS) {
    const low = body[from];
    const high = body[to];
    if (low != null && high != null && low > high) throw recommendationErrors.boundsInverted(from, to);
  }
  const shapes = body.shapes?.length ? [...new Set(body.shapes)] : [body.shape ?? DEFAULT_SHAPE];
  return {
    shapes,
    ...(body.price_total_from != null && { price_total_from: body.price_total_from }),
    ...(body.price_total_to != null && { price_total_to: body.price_total_to }),
    ...(body.size_from != null && { size_from: body.size_from }),
    ...(body.size_to != null && { size_to: body.size_to }),
  };
}

export function toStoneQuery(query: RecommendationQuery): StoneQuery {
  return {
    shapes: query.shapes.map(shapeCode),
    priceFrom: query.price_total_from ?? Number.NEGATIVE_INFINITY,
    priceTo: query.price_total_to ?? Number.POSITIVE_INFINITY,
    sizeFrom: query.size_from ?? Number.NEGATIVE_INFINITY,
    sizeTo: query.size_to ?? Number.POSITIVE_INFINITY,
  };
}
