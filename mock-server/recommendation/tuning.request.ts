import { z } from 'zod';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE } from './inventory/grade-scales';
import { amount, diamondQuerySchema, isRecord, objectOf } from './recommendation.request';

/*
 * The edit forms of `rule_recommendation/` (docs/api-contracts.md, "edit forms"), checked with `validateBody` in
 * the same style as recommendation.request.ts: every leaf a `z.custom` check, so a wrong value answers
 * `Invalid value of "%value" provided for the %fieldName field.` naming the field.
 */

/** The most steps `history` (and `future`) hold; a new step beyond it drops the oldest. A longer list is not a
 * state this service made, and answers 400. */
export const MAX_HISTORY = 50;

const oneOf = <Value extends string>(values: readonly Value[]) => z.custom<Value>((value) => typeof value === 'string' && (values as readonly string[]).includes(value));
const diamondId = z.custom<string>((value) => typeof value === 'string' && value.length > 0);

export const adjustSchema = objectOf({ attr: oneOf(['price', 'size', 'quality'] as const), dir: oneOf(['inc', 'dec'] as const) });

const finish = oneOf(FINISH_SCALE);
/** The More Options panel's ranges. Grades by name, best grade first (`color_from: 'D'`, `color_to: 'J'`). */
export const rangeQuerySchema = objectOf({
  price_total_from: amount.nullish(),
  price_total_to: amount.nullish(),
  size_from: amount.nullish(),
  size_to: amount.nullish(),
  cut_from: finish.nullish(),
  cut_to: finish.nullish(),
  color_from: oneOf(COLOR_SCALE).nullish(),
  color_to: oneOf(COLOR_SCALE).nullish(),
  clarity_from: oneOf(CLARITY_SCALE).nullish(),
  clarity_to: oneOf(CLARITY_SCALE).nullish(),
  polish_from: finish.nullish(),
  polish_to: finish.nullish(),
  symmetry_from: finish.nullish(),
  symmetry_to: finish.nullish(),
});
export type RangeQueryBody = z.output<typeof rangeQuerySchema>;

/** A step of `history`/`future`: the mock's own `{ diamond_id, query }`, or a bare diamond id (as the contract's
 * `DiamondId[]` reads), which stands for that stone under the state's query. */
const stepSchema = z.custom<string | Record<string, unknown>>((value) => typeof value === 'string' || isRecord(value)).pipe(
  z.union([diamondId, z.object({ diamond_id: diamondId, query: diamondQuerySchema })]),
);
export type StepBody = z.output<typeof stepSchema>;

const steps = z.custom<unknown[]>(Array.isArray).pipe(z.array(stepSchema).max(MAX_HISTORY));

export const tuningStateSchema = objectOf({
  history: steps,
  future: steps,
  version: z.custom<1>((value) => value === 1).nullish(),
  query: diamondQuerySchema.nullish(),
  current: z.custom<string>((value) => typeof value === 'string').nullish(),
});
export type TuningStateBody = z.output<typeof tuningStateSchema>;

export const tuningRequest = z.object({
  body: objectOf({
    diamond: diamondId,
    state: tuningStateSchema,
    adjust: adjustSchema.nullish(),
    set: rangeQuerySchema.nullish(),
    command: oneOf(['back', 'forward', 'stay'] as const).nullish(),
  }),
});
export type TuningRequestBody = z.output<typeof tuningRequest>['body'];

/** The forms of `rule_recommendation/`, in the order their names are listed in an error. */
export const EDIT_FORMS = ['adjust', 'set', 'command'] as const;
