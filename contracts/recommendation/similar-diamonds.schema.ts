import { z } from 'zod';
import { diamondShapeSchema } from '../catalog/diamond-shapes';
import { credentialsHeaderSchema } from './credentials.schema';
import { diamondIdSchema, diamondSchema } from './diamond.schema';

/*
 * POST similar_diamonds/: a stone's nearest stones still on sale, so that a page about a stone that sold never ends
 * there. The service keeps the record of every stone it ever offered, sold ones too (a sold stone leaves every other
 * answer), so it can say what the stone was and which stones on sale come closest.
 */

export const similarDiamondsRequestSchema = z.object({ header: credentialsHeaderSchema, diamond_id: diamondIdSchema });
export type SimilarDiamondsRequest = z.input<typeof similarDiamondsRequestSchema>;

/** The most stones one answer gives. */
export const SIMILAR_DIAMONDS_LIMIT = 3;

/** The stone asked about, as the service knows it: `available` is false once an order holds it. */
export const askedStoneSchema = z.object({
  diamond_id: diamondIdSchema,
  shape: diamondShapeSchema,
  size: z.number().positive(),
  color: z.string().min(1),
  clarity: z.string().min(1),
  available: z.boolean(),
});
export type AskedStoneWire = z.output<typeof askedStoneSchema>;

/**
 * `diamonds`: at most three stones on sale, closest first: the same shape, near the stone's weight, color, clarity
 * and price (docs/api-contracts.md, "similar_diamonds/"); fewer when the inventory has fewer that near. Each is a
 * Diamond as every other call answers it, with its deal block. An id the service never had answers 404.
 */
export const similarDiamondsAnswerSchema = z.object({
  stone: askedStoneSchema,
  diamonds: z.array(diamondSchema).max(SIMILAR_DIAMONDS_LIMIT),
});
export type SimilarDiamondsAnswer = z.output<typeof similarDiamondsAnswerSchema>;
