import { z } from 'zod';
import { diamondShapeSchema } from '../catalog/diamond-shapes';
import { credentialsHeaderSchema } from './credentials.schema';
import { calculatedQualitySchema, diamondIdSchema, diamondSchema } from './diamond.schema';
import { pricePositionAnswerSchema, pricePositionRequestSchema } from './price-position.schema';
import { amountSchema, diamondQuerySchema, rangeQuerySchema } from './query.schema';
import { similarDiamondsAnswerSchema, similarDiamondsRequestSchema } from './similar-diamonds.schema';
import { recommendationStateSchema } from './state.schema';

/*
 * Every call the shop makes to the recommendation service (docs/api-contracts.md): a POST whose JSON body carries
 * the credentials as `header`, and its answer. Field names are the service's own. The browser sends the same bodies
 * without `header` to the storefront's server (`/recommendation/…`), which adds it before the call reaches the
 * service: these schemas are the service's side.
 */

export { credentialsHeaderSchema };

const authorised = <Fields extends z.ZodRawShape>(fields: Fields) => z.object({ header: credentialsHeaderSchema, ...fields });

/** A pick of `recommendations/`, and the stone of `rule_recommendation/`. */
const pickSchema = z.object({ diamond: diamondSchema });

/** The keys `recommendations/` files its picks under, in the order the answer lists them. */
export const PICK_KEYS = ['recommended', 'biggest', 'brightest', 'best_deal'] as const;
export type PickKeyWire = (typeof PICK_KEYS)[number];

// POST recommendations/ ------------------------------------------------------------------------------------------

export const recommendationsRequestSchema = authorised({ body: diamondQuerySchema });
export type RecommendationsRequest = z.input<typeof recommendationsRequestSchema>;

/** The eligible count and up to four picks; with no eligible stone, a count of 0, a `message` and no pick. */
export const recommendationsAnswerSchema = z.object({
  total_available_diamonds: z.number().int().nonnegative(),
  state: recommendationStateSchema,
  message: z.string().optional(),
  recommended: pickSchema.optional(),
  biggest: pickSchema.optional(),
  brightest: pickSchema.optional(),
  best_deal: pickSchema.optional(),
});
export type RecommendationsAnswer = z.output<typeof recommendationsAnswerSchema>;

// POST rule_recommendation/ --------------------------------------------------------------------------------------

/** The preference form: the recommended stone of a search. */
export const preferenceRequestSchema = authorised({ body: z.object({ preference: diamondQuerySchema }) });
export type PreferenceRequest = z.input<typeof preferenceRequestSchema>;

export const ADJUSTABLE_ATTRS = ['price', 'size', 'quality'] as const;
export const ADJUST_DIRECTIONS = ['inc', 'dec'] as const;
/** `back` and `forward` walk the history; `stay` walks nowhere: it answers the stone given, under the state's search,
 * with its `moves`, so that a page opened without a move (a pick, a link) knows which buttons lead anywhere. */
export const TUNING_COMMANDS = ['back', 'forward', 'stay'] as const;

const editBody = { diamond: diamondIdSchema, state: recommendationStateSchema };

/** The edit forms of the detail page: exactly one of `adjust`, `set` or `command`, from the stone on screen. */
export const tuningRequestSchema = authorised({
  body: z.union([
    z.strictObject({ ...editBody, adjust: z.object({ attr: z.enum(ADJUSTABLE_ATTRS), dir: z.enum(ADJUST_DIRECTIONS) }) }),
    z.strictObject({ ...editBody, set: rangeQuerySchema }),
    z.strictObject({ ...editBody, command: z.enum(TUNING_COMMANDS) }),
  ]),
});
export type TuningRequest = z.input<typeof tuningRequestSchema>;

const bothWays = z.object({ dec: z.boolean(), inc: z.boolean() });

/** Which `adjust` moves would find a stone from the stone answered, under the answer's `state.query` (the same
 * rules, bounds and stock the move itself reads): false where pressing it would answer `moved: false`. */
export const possibleMovesSchema = z.object({ price: bothWays, size: bothWays, quality: bothWays });
export type PossibleMovesWire = z.output<typeof possibleMovesSchema>;

/** The stone recommended (or kept), the state to send back, and whether it moved and is a better deal than the stone
 * it moved from (`better_deal` compares the two stones; the stone's own verdict comes from its `deal` block). The
 * preference form's `status` has no `moved`; a move no stone honours answers `moved: false` and a `message`.
 * `moves` is left out by a service older than it (the storefront then offers every move). */
export const ruleRecommendationAnswerSchema = z.object({
  state: recommendationStateSchema,
  diamond_recommended: pickSchema,
  status: z.object({ better_deal: z.boolean(), moved: z.boolean().optional() }),
  message: z.string().optional(),
  moves: possibleMovesSchema.optional(),
});
export type RuleRecommendationAnswer = z.output<typeof ruleRecommendationAnswerSchema>;

// POST pricerange/ -----------------------------------------------------------------------------------------------

export const priceRangeRequestSchema = authorised({ body: z.object({ size: amountSchema, shape: diamondShapeSchema.nullish() }) });
export type PriceRangeRequest = z.input<typeof priceRangeRequestSchema>;

/** Whole dollars of the 10th and 90th percentile (both left out when no stone of the size is offered) and the
 * heaviest stone of the shape in carats (left out when the shape has none). */
export const priceRangeAnswerSchema = z.object({
  price_total_from: z.number().int().nonnegative().optional(),
  price_total_to: z.number().int().nonnegative().optional(),
  size_max: z.number().positive().optional(),
});
export type PriceRangeAnswer = z.output<typeof priceRangeAnswerSchema>;

// POST diamonds/{id} ---------------------------------------------------------------------------------------------

export const diamondRequestSchema = authorised({});
export type DiamondRequest = z.input<typeof diamondRequestSchema>;

export const diamondAnswerSchema = z.object({ diamond: diamondSchema, calculated_quality: calculatedQualitySchema });
export type DiamondAnswer = z.output<typeof diamondAnswerSchema>;

// POST comparisons/ ----------------------------------------------------------------------------------------------

export const comparisonsRequestSchema = authorised({ diamond_ids: z.tuple([diamondIdSchema, diamondIdSchema]) });
export type ComparisonsRequest = z.input<typeof comparisonsRequestSchema>;

/** Both stones, in the order asked. */
export const comparisonsAnswerSchema = z.object({ diamonds: z.tuple([diamondSchema, diamondSchema]) });
export type ComparisonsAnswer = z.output<typeof comparisonsAnswerSchema>;

// The calls by path ----------------------------------------------------------------------------------------------

export interface RecommendationCall {
  readonly request: z.ZodType;
  readonly answer: z.ZodType;
}

/**
 * The schemas of a call by its path under the service's base address (`diamonds/{id}` for any id, `price_position/` as
 * the sixth, price-position.schema.ts, `similar_diamonds/` as the seventh, similar-diamonds.schema.ts; the trailing
 * slash optional). `rule_recommendation/` takes the preference form or an edit form and answers the same way.
 */
export const recommendationCallOf = (path: string): RecommendationCall | undefined => {
  const name = path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (name === 'recommendations') return { request: recommendationsRequestSchema, answer: recommendationsAnswerSchema };
  if (name === 'rule_recommendation') return { request: z.union([preferenceRequestSchema, tuningRequestSchema]), answer: ruleRecommendationAnswerSchema };
  if (name === 'pricerange') return { request: priceRangeRequestSchema, answer: priceRangeAnswerSchema };
  if (name === 'comparisons') return { request: comparisonsRequestSchema, answer: comparisonsAnswerSchema };
  if (name === 'price_position') return { request: pricePositionRequestSchema, answer: pricePositionAnswerSchema };
  if (name === 'similar_diamonds') return { request: similarDiamondsRequestSchema, answer: similarDiamondsAnswerSchema };
  if (/^diamonds\/[^/]+$/.test(name)) return { request: diamondRequestSchema, answer: diamondAnswerSchema };
  return undefined;
};
