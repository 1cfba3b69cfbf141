import { z } from 'zod';
import { diamondShapeSchema } from '../catalog/diamond-shapes';
import { credentialsHeaderSchema } from './credentials.schema';
import { diamondIdSchema } from './diamond.schema';

/*
 * POST price_position/ (docs/product-decisions.md, "Price position"): where a stone's asking price sits among the
 * stones like it, and why it costs what it costs. Written with `zod` like the service's five other calls, so that
 * one validation path (recommendationCallOf) reads them all.
 */

export const pricePositionRequestSchema = z.object({ header: credentialsHeaderSchema, diamond_id: diamondIdSchema });
export type PricePositionRequest = z.input<typeof pricePositionRequestSchema>;

const dollars = z.number().int().nonnegative();

/** What 'similar' means for this stone: the same shape, colour and clarity, and a weight within the band
 * `carat_from`–`carat_to` (carats, both included). `count` is the number of such stones on sale, this one left out. */
export const similarStonesSchema = z.object({
  count: z.number().int().nonnegative(),
  shape: diamondShapeSchema,
  carat_from: z.number().positive(),
  carat_to: z.number().positive(),
  color: z.string().min(1),
  clarity: z.string().min(1),
});
export type SimilarStonesWire = z.output<typeof similarStonesSchema>;

/** A bar of the histogram of the similar stones' asking prices: whole dollars from `from` (included) to `to` (left
 * out), and how many of them ask that much. The bars follow each other, cheapest first. */
export const priceBinSchema = z.object({ from: dollars, to: dollars, count: z.number().int().nonnegative() });
export type PriceBinWire = z.output<typeof priceBinSchema>;

/** One reason this stone costs what it costs, in the shop's words: `code` is stable (the shop may pick an icon or
 * drop a reason by it), `text` is shown as it is, `amount` the dollars the reason speaks of, when it names some. */
export const priceReasonSchema = z.object({ code: z.string().min(1), text: z.string().min(1), amount: dollars.optional() });
export type PriceReasonWire = z.output<typeof priceReasonSchema>;

/**
 * `model_price`: what the service's price model expects a stone of these grades and weight to ask, whole dollars.
 * `percentile`: the share of the similar stones that ask MORE than this one, in whole percent (0–100; 0 when there
 * is no similar stone): 82 reads 'cheaper than 82% of them'.
 */
export const pricePositionAnswerSchema = z.object({
  model_price: dollars.positive(),
  percentile: z.number().int().min(0).max(100),
  similar: similarStonesSchema,
  histogram: z.array(priceBinSchema),
  reasons: z.array(priceReasonSchema),
});
export type PricePositionAnswer = z.output<typeof pricePositionAnswerSchema>;
