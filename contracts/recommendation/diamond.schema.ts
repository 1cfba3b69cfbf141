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
});
export type DiamondWire = z.output<typeof diamondSchema>;
