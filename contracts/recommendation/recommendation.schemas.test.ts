import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  comparisonsAnswerSchema,
  comparisonsRequestSchema,
  diamondAnswerSchema,
  diamondRequestSchema,
  preferenceRequestSchema,
  priceRangeAnswerSchema,
  priceRangeRequestSchema,
  recommendationCallOf,
  recommendationsAnswerSchema,
  recommendationsRequestSchema,
  ruleRecommendationAnswerSchema,
  tuningRequestSchema,
} from './calls.schema';
import { diamondSchema } from './diamond.schema';
import { serviceErrorSchema } from './error.schema';
import { pricePositionAnswerSchema, pricePositionRequestSchema } from './price-position.schema';
import { exampleDiamond, recommendationExamples as examples } from './recommendation.examples';
import { similarDiamondsAnswerSchema, similarDiamondsRequestSchema } from './similar-diamonds.schema';
import { recommendationStateSchema } from './state.schema';

const failsAt = (schema: z.ZodType, payload: unknown): string[] => {
  const result = schema.safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the recommendation service contract', () => {
  it.each([
    ['recommendations/ request', recommendationsRequestSchema, examples.recommendations.request],
    ['recommendations/ answer', recommendationsAnswerSchema, examples.recommendations.answer],
    ['recommendations/ answer without a match', recommendationsAnswerSchema, examples.recommendations.noMatch],
    ['rule_recommendation/ preference request', preferenceRequestSchema, examples.preference.request],
    ['rule_recommendation/ preference answer', ruleRecommendationAnswerSchema, examples.preference.answer],
    ['rule_recommendation/ adjust request', tuningRequestSchema, examples.tuning.adjust],
    ['rule_recommendation/ set request', tuningRequestSchema, examples.tuning.set],
    ['rule_recommendation/ command request', tuningRequestSchema, examples.tuning.command],
    ['rule_recommendation/ request for the moves of the stone on screen', tuningRequestSchema, examples.tuning.stay],
    ['rule_recommendation/ answer of a move', ruleRecommendationAnswerSchema, examples.tuning.moved],
    ['rule_recommendation/ answer of no move', ruleRecommendationAnswerSchema, examples.tuning.stayed],
    ['pricerange/ request', priceRangeRequestSchema, examples.priceRange.request],
    ['pricerange/ answer', priceRangeAnswerSchema, examples.priceRange.answer],
    ['pricerange/ answer past the heaviest stone', priceRangeAnswerSchema, examples.priceRange.noStoneOfTheSize],
    ['diamonds/{id} request', diamondRequestSchema, examples.diamond.request],
    ['diamonds/{id} answer', diamondAnswerSchema, examples.diamond.answer],
    ['comparisons/ request', comparisonsRequestSchema, examples.comparisons.request],
    ['comparisons/ answer', comparisonsAnswerSchema, examples.comparisons.answer],
    ['price_position/ request', pricePositionRequestSchema, examples.pricePosition.request],
    ['price_position/ answer', pricePositionAnswerSchema, examples.pricePosition.answer],
    ['price_position/ answer without a similar stone', pricePositionAnswerSchema, examples.pricePosition.noSimilarStone],
    ['similar_diamonds/ request', similarDiamondsRequestSchema, examples.similarDiamonds.request],
    ['similar_diamonds/ answer', similarDiamondsAnswerSchema, examples.similarDiamonds.answer],
    ['similar_diamonds/ answer with no stone near', similarDiamondsAnswerSchema, examples.similarDiamonds.noneNear],
    ['an error answer', serviceErrorSchema, examples.errors.notFound],
    ['an error answer with named values', serviceErrorSchema, examples.errors.invalidValue],
  ] as const)('the example %s validates', (_name, schema, example) => {
    expect(failsAt(schema, example)).toEqual([]);
  });

  it.each([
    ['a price sent as a string', { ...exampleDiamond, total_sales_price: '6180' }, ['total_sales_price']],
    ['a shape in lower case', { ...exampleDiamond, shape: 'round' }, ['shape']],
    ['a renamed id field', { ...exampleDiamond, diamond_id: undefined, id: '100004217' }, ['diamond_id']],
    ['a carat weight of nothing', { ...exampleDiamond, size: 0 }, ['size']],
    ['no quality block', { ...exampleDiamond, calculated_quality: undefined }, ['calculated_quality']],
    ['a certificate flag as text', { ...exampleDiamond, has_cert_file: 'yes' }, ['has_cert_file']],
  ])('a diamond with %s does not validate', (_name, diamond, paths) => {
    expect(failsAt(diamondSchema, diamond)).toEqual(paths);
  });

  it('catches a pick whose diamond drifted, however deep', () => {
    const drifted = { ...examples.recommendations.answer, best_deal: { diamond: { ...exampleDiamond, total_sales_price: '5120' } } };
    expect(failsAt(recommendationsAnswerSchema, drifted)).toEqual(['best_deal.diamond.total_sales_price']);
    expect(failsAt(comparisonsAnswerSchema, { diamonds: [exampleDiamond] })).toEqual(['diamonds']);
    expect(failsAt(ruleRecommendationAnswerSchema, { ...examples.preference.answer, diamond_recommended: {} })).toEqual(['diamond_recommended.diamond']);
    expect(failsAt(priceRangeAnswerSchema, { price_total_from: '3410', price_total_to: 9870 })).toEqual(['price_total_from']);
  });

  it('keeps the fields of the state it does not know, so that the state goes back unchanged', () => {
    const state = { ...examples.tuning.moved.state, trail: 'abc', query: { ...examples.tuning.moved.state.query, weights: [1, 2] } };
    expect(recommendationStateSchema.parse(state)).toEqual(state);
  });

  it('takes exactly one edit form, and grades by their names only', () => {
    const { body } = examples.tuning.adjust;
    expect(failsAt(tuningRequestSchema, { ...examples.tuning.adjust, body: { ...body, command: 'back' } })).not.toEqual([]);
    expect(failsAt(tuningRequestSchema, { ...examples.tuning.adjust, body: { diamond: body.diamond, state: body.state } })).not.toEqual([]);
    expect(failsAt(tuningRequestSchema, { ...examples.tuning.set, body: { ...examples.tuning.set.body, set: { color_from: 'd' } } })).not.toEqual([]);
    expect(failsAt(recommendationsRequestSchema, { body: {} })).toEqual(['header']);
  });

  it.each([
    ['recommendations/', recommendationsAnswerSchema],
    ['/rule_recommendation', ruleRecommendationAnswerSchema],
    ['pricerange/', priceRangeAnswerSchema],
    ['diamonds/100%2001', diamondAnswerSchema],
    ['comparisons', comparisonsAnswerSchema],
    ['price_position/', pricePositionAnswerSchema],
    ['similar_diamonds', similarDiamondsAnswerSchema],
  ] as const)('knows the call at %s', (path, answer) => {
    expect(recommendationCallOf(path)?.answer).toBe(answer);
  });

  it('reads a price position only with its numbers in range, its reasons coded and the stone named', () => {
    const { answer, request } = examples.pricePosition;
    expect(failsAt(pricePositionAnswerSchema, { ...answer, percentile: 101 })).toEqual(['percentile']);
    expect(failsAt(pricePositionAnswerSchema, { ...answer, model_price: '6410' })).toEqual(['model_price']);
    expect(failsAt(pricePositionAnswerSchema, { ...answer, similar: { ...answer.similar, shape: 'round' } })).toEqual(['similar.shape']);
    expect(failsAt(pricePositionAnswerSchema, { ...answer, histogram: [{ from: 1, to: 2 }] })).toEqual(['histogram.0.count']);
    expect(failsAt(pricePositionAnswerSchema, { ...answer, reasons: [{ text: 'Cheap.' }] })).toEqual(['reasons.0.code']);
    expect(failsAt(pricePositionRequestSchema, { header: request.header })).toEqual(['diamond_id']);
  });

  it('reads a deal block only with whole-dollar numbers and a median exactly when there are similar stones', () => {
    const { deal } = exampleDiamond;
    expect(failsAt(diamondSchema, { ...exampleDiamond, deal: undefined })).toEqual([]);
    expect(failsAt(diamondSchema, { ...exampleDiamond, deal: { ...deal, model_price: 6410.5 } })).toEqual(['deal.model_price']);
    expect(failsAt(diamondSchema, { ...exampleDiamond, deal: { ...deal, similar_count: -1 } })).toContain('deal.similar_count');
    expect(failsAt(diamondSchema, { ...exampleDiamond, deal: { model_price: 6410, similar_count: 3 } })).toEqual(['deal.similar_median_price']);
    expect(failsAt(diamondSchema, { ...exampleDiamond, deal: { model_price: 6410, similar_count: 0, similar_median_price: 6000 } })).toEqual(['deal.similar_median_price']);
    expect(failsAt(diamondSchema, { ...exampleDiamond, deal: { model_price: 6410, similar_count: 0 } })).toEqual([]);
  });

  it('reads similar stones only as at most three diamonds, with the stone asked about named and its availability said', () => {
    const { answer, request } = examples.similarDiamonds;
    const [first] = answer.diamonds;
    expect(failsAt(similarDiamondsAnswerSchema, { ...answer, diamonds: [first, first, first, first] })).toEqual(['diamonds']);
    expect(failsAt(similarDiamondsAnswerSchema, { ...answer, stone: { ...answer.stone, available: 'no' } })).toEqual(['stone.available']);
    expect(failsAt(similarDiamondsAnswerSchema, { ...answer, stone: { ...answer.stone, shape: 'round' } })).toEqual(['stone.shape']);
    expect(failsAt(similarDiamondsAnswerSchema, { ...answer, diamonds: [{ ...first, total_sales_price: '6240' }] })).toEqual(['diamonds.0.total_sales_price']);
    expect(failsAt(similarDiamondsRequestSchema, { header: request.header })).toEqual(['diamond_id']);
  });

  it('reads the possible moves only with both directions of all three panels', () => {
    const { moved } = examples.tuning;
    expect(failsAt(ruleRecommendationAnswerSchema, { ...moved, moves: undefined })).toEqual([]);
    expect(failsAt(ruleRecommendationAnswerSchema, { ...moved, moves: { ...moved.moves, quality: { inc: true } } })).toEqual(['moves.quality.dec']);
    expect(failsAt(ruleRecommendationAnswerSchema, { ...moved, moves: { price: moved.moves.price, size: moved.moves.size } })).toEqual(['moves.quality']);
    expect(failsAt(tuningRequestSchema, { ...examples.tuning.stay, body: { ...examples.tuning.stay.body, command: 'here' } })).not.toEqual([]);
  });

  it('knows no other call', () => {
    expect(recommendationCallOf('diamonds/')).toBeUndefined();
    expect(recommendationCallOf('rings/')).toBeUndefined();
  });
});
