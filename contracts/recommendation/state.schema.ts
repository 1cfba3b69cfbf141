import { z } from 'zod';
import { diamondIdSchema } from './diamond.schema';
import { diamondQuerySchema } from './query.schema';

/** The most steps `history` (and `future`) hold. */
export const MAX_TUNING_STEPS = 50;

/** A step of `history`/`future`: the service's `{ diamond_id, query }`, or a bare diamond id. */
export const tuningStepSchema = z.union([diamondIdSchema, z.looseObject({ diamond_id: diamondIdSchema, query: diamondQuerySchema.loose() })]);

/**
 * The `state` of the recommendation calls. The service keeps no session: the client sends the state of the last
 * answer back unchanged with the next call, so every level keeps the fields it does not know. The client reads only
 * whether `history` and `future` are empty; its first tuning call sends `{ history: [], future: [], query }`.
 */
export const recommendationStateSchema = z.looseObject({
  history: z.array(tuningStepSchema).max(MAX_TUNING_STEPS),
  future: z.array(tuningStepSchema).max(MAX_TUNING_STEPS),
  version: z.literal(1).nullish(),
  query: diamondQuerySchema.loose().nullish(),
  current: diamondIdSchema.nullish(),
});
export type RecommendationStateWire = z.output<typeof recommendationStateSchema>;
