import { z } from 'zod';
import { diamondShapeSchema } from '../catalog/diamond-shapes';

/** The id the service gives a stone; also the sku of the stone's cart line at the store. */
export const diamondIdSchema = z.string().min(1);

/** The icon levels of the 4 Cs and overall, as the service rates the stone. */
export const calculatedQualitySchema = z.object({
  cut: z.number(),
  color: z.number(),
  clarity: z.number(),
  carat: z.number(),
  overall: z.number(),
});
export type CalculatedQualityWire = z.output<typeof calculatedQualitySchema>;

/**
 * The deal block: what the storefront's deal verdict is computed from (docs/product-decisions.md, third round, "One
 * deal verdict"), sent with every diamond the service answers so that a stone carries the same numbers whichever call
 * brought it. `model_price`: what the service's price model expects a stone of these grades and weight to ask, whole
 * dollars (the `model_price` of price_position/). `similar_count`: the similar stones on sale, this one left out (the
 * `similar.count` of price_position/). `similar_median_price`: their median asking price in dollars (the mean of the
 * two middle prices for an even count, so it may end in .5); present exactly when `similar_count` is above 0.
 */
export const dealBasisSchema = z
  .object({
    model_price: z.number().int().positive(),
    similar_count: z.number().int().nonnegative(),
    similar_median_price: z.number().nonnegative().optional(),
  })
  .refine((deal) => (deal.similar_count > 0) === (deal.similar_median_price !== undefined), {
    message: 'similar_median_price is given exactly when similar_count is above 0',
    path: ['similar_median_price'],
  });
export type DealBasisWire = z.output<typeof dealBasisSchema>;

const measure = z.number().nonnegative();
const dollars = z.number().nonnegative();

/**
 * A loose diamond as the recommendation service describes it. Grades are plain words: they come from the
 * supplier's certificate and may fall off any scale the shop draws (the shop decides how to show such a value).
 */
export const diamondSchema = z.object({
  diamond_id: diamondIdSchema,
  shape: diamondShapeSchema,
  /** Carat weight. */
  size: z.number().positive(),
  color: z.string(),
  clarity: z.string(),
  cut: z.string(),
  polish: z.string(),
  symmetry: z.string(),
  symmetry_to: z.string(),
  fluorescence_intensity: z.string(),
  fluorescence_color: z.string(),
  /** Millimetres. */
  meas_length: measure,
  meas_width: measure,
  meas_depth: measure,
  table_percent: measure,
  depth_percent: measure,
  girdle_condition: z.string(),
  culet_size: z.string(),
  cert_num: z.string(),
  has_cert_file: z.boolean(),
  /** US dollars. */
  total_sales_price: dollars,
  total_sales_price_in_currency: dollars,
  currency_symbol: z.string(),
  /** The drawing of the shape, `/media/diamonds/{shape}.svg`. */
  image_file_url: z.string(),
  has_image_file: z.boolean(),
  video_url: z.string(),
  has_video_file: z.boolean(),
  calculated_quality: calculatedQualitySchema,
  /** One sentence describing the stone. */
  details: z.string(),
  /** Left out by a service older than the deal block: the storefront then shows no deal verdict for the stone. */
  deal: dealBasisSchema.optional(),
});
export type DiamondWire = z.output<typeof diamondSchema>;
