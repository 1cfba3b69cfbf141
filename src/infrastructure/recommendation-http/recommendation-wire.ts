import type { ZodType, z } from 'zod';
import type { TuneAnswer, TuningState } from '../../application/kernel/recommendation.gateway.port';
import type { SimilarDiamonds } from '../../domain/diamond/alternatives';
import type { PricePosition } from '../../domain/diamond/deal-insight';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { EDUCATION_CLARITIES, EDUCATION_COLORS, EDUCATION_CUT_GRADES, isGradeOf } from '../../domain/diamond/grades';
import type { ClarityGrade, ColorGrade, CutGrade } from '../../domain/diamond/grades';
import type { Shape } from '../../domain/diamond/shapes';
import type { DiamondEdit } from '../../domain/discovery/diamond-edit';
import type { MoreOptionsRanges } from '../../domain/discovery/more-options';
import type { PriceRangeResponse } from '../../domain/discovery/price-range';
import { toRecommendedDiamonds } from '../../domain/discovery/recommendation';
import type { ShopByQuery } from '../../domain/discovery/shop-by';
import type { ClarityGradeName, ColorGradeName, CutGradeName, DiamondShapeName } from '../../../contracts/catalog';
import type {
  DiamondQueryWire,
  DiamondWire,
  PickKeyWire,
  PricePositionAnswer,
  PriceRangeAnswer,
  RangeQueryWire,
  RecommendationStateWire,
  RecommendationsAnswer,
  RuleRecommendationAnswer,
  SimilarDiamondsAnswer,
  TuningRequest,
} from '../../../contracts/recommendation';
import type { RecommendationAnswer } from '../../application/kernel/recommendation.gateway.port';
import { RecommendationAnswerError } from './recommendation-answer.error';

/*
 * The edge between the recommendation service's wire (contracts/recommendation) and the shop's domain: answers are
 * validated against their schema, then mapped to domain types; requests are built from domain types in the wire's
 * own names. Only the contract's types are imported here: its schemas load with the first call
 * (http-recommendation.gateway.ts).
 */

/** The shop's shapes and grades are the wire's names, both ways: a name added on one side only fails the type
 * check. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const NAMES_AGREE: [Same<Shape, DiamondShapeName>, Same<CutGrade, CutGradeName>, Same<ColorGrade, ColorGradeName>, Same<ClarityGrade, ClarityGradeName>] = [true, true, true, true];
void NAMES_AGREE;

/** The keys the service files its picks under, in the order the page lists them (every key of the wire, once). */
const PICK_ORDER = ['recommended', 'biggest', 'brightest', 'best_deal'] as const satisfies readonly PickKeyWire[];
const EVERY_PICK_KEY: Same<(typeof PICK_ORDER)[number], PickKeyWire> = true;
void EVERY_PICK_KEY;

/** The answer of `call` as its schema reads it, or a RecommendationAnswerError. */
export const readAnswer =
  <Schema extends ZodType>(call: string, schema: Schema) =>
  (payload: unknown): z.output<Schema> => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new RecommendationAnswerError(call, parsed.error.issues);
    return parsed.data;
  };

export const toDiamond = (wire: DiamondWire): Diamond => ({
  id: wire.diamond_id,
  shape: wire.shape,
  size: wire.size,
  color: wire.color,
  clarity: wire.clarity,
  cut: wire.cut,
  polish: wire.polish,
  symmetry: wire.symmetry,
  symmetryTo: wire.symmetry_to,
  fluorescenceIntensity: wire.fluorescence_intensity,
  fluorescenceColor: wire.fluorescence_color,
  lengthMm: wire.meas_length,
  widthMm: wire.meas_width,
  depthMm: wire.meas_depth,
  tablePercent: wire.table_percent,
  depthPercent: wire.depth_percent,
  girdleCondition: wire.girdle_condition,
  culetSize: wire.culet_size,
  certificateNumber: wire.cert_num,
  hasCertificate: wire.has_cert_file,
  price: wire.total_sales_price,
  priceInCurrency: wire.total_sales_price_in_currency,
  currencySymbol: wire.currency_symbol,
  imageUrl: wire.image_file_url,
  hasImage: wire.has_image_file,
  videoUrl: wire.video_url,
  hasVideo: wire.has_video_file,
  quality: {
    cut: wire.calculated_quality.cut,
    color: wire.calculated_quality.color,
    clarity: wire.calculated_quality.clarity,
    carat: wire.calculated_quality.carat,
    overall: wire.calculated_quality.overall,
  },
  details: wire.details,
  ...(wire.deal && {
    deal: { modelPrice: wire.deal.model_price, similarCount: wire.deal.similar_count, similarMedian: wire.deal.similar_median_price ?? null },
  }),
});

/** The search in the shop's names; only the bounds the service gave. */
export const fromQueryWire = (wire: DiamondQueryWire): ShopByQuery => ({
  ...(wire.shapes != null && { shapes: wire.shapes }),
  ...(wire.shape != null && { shape: wire.shape }),
  ...(wire.price_total_from != null && { priceFrom: wire.price_total_from }),
  ...(wire.price_total_to != null && { priceTo: wire.price_total_to }),
  ...(wire.size_from != null && { sizeFrom: wire.size_from }),
  ...(wire.size_to != null && { sizeTo: wire.size_to }),
  ...(wire.attr != null && { attr: wire.attr }),
});

/** The state as the service gave it, its search in the shop's names; everything else, the history's steps
 * included, stays the service's own and goes back untouched (toStateWire). */
export const toTuningState = ({ query, ...state }: RecommendationStateWire): TuningState => ({ ...state, query: query ? fromQueryWire(query) : query });

/** The state back in the service's names. */
export const toStateWire = ({ query, ...state }: TuningState): RecommendationStateWire =>
  ({ ...state, query: query ? toQueryWire(query) : query }) as RecommendationStateWire;

export const toRecommendationAnswer = (answer: RecommendationsAnswer): RecommendationAnswer => ({
  picks: toRecommendedDiamonds(PICK_ORDER.map((key) => [key, answer[key] && toDiamond(answer[key].diamond)] as const)),
  totalAvailable: answer.total_available_diamonds,
  state: toTuningState(answer.state),
  ...(answer.message ? { message: answer.message } : {}),
});

export const toTuneAnswer = (answer: RuleRecommendationAnswer): TuneAnswer => ({
  diamond: toDiamond(answer.diamond_recommended.diamond),
  state: toTuningState(answer.state),
  moved: answer.status.moved !== false,
  ...(answer.message ? { message: answer.message } : {}),
  moves: answer.moves
    ? {
        price: { dec: answer.moves.price.dec, inc: answer.moves.price.inc },
        size: { dec: answer.moves.size.dec, inc: answer.moves.size.inc },
        quality: { dec: answer.moves.quality.dec, inc: answer.moves.quality.inc },
      }
    : null,
});

export const toPriceRange = (answer: PriceRangeAnswer): PriceRangeResponse => ({
  ...(answer.price_total_from !== undefined && { priceFrom: answer.price_total_from }),
  ...(answer.price_total_to !== undefined && { priceTo: answer.price_total_to }),
  ...(answer.size_max !== undefined && { largestCarat: answer.size_max }),
});

/** The price position in the shop's names; a reason without dollars keeps none. */
export const toPricePosition = (diamondId: DiamondId, answer: PricePositionAnswer): PricePosition => ({
  diamondId,
  modelPrice: answer.model_price,
  percentile: answer.percentile,
  similar: {
    count: answer.similar.count,
    shape: answer.similar.shape,
    caratFrom: answer.similar.carat_from,
    caratTo: answer.similar.carat_to,
    color: answer.similar.color,
    clarity: answer.similar.clarity,
  },
  histogram: answer.histogram.map(({ from, to, count }) => ({ from, to, count })),
  reasons: answer.reasons.map(({ code, text, amount }) => (amount === undefined ? { code, text } : { code, text, amount })),
});

/** The stone asked about in the shop's names, and the stones on sale nearest it, in the service's order. */
export const toSimilarDiamonds = ({ stone, diamonds }: SimilarDiamondsAnswer): SimilarDiamonds => ({
  stone: { id: stone.diamond_id, shape: stone.shape, size: stone.size, color: stone.color, clarity: stone.clarity, available: stone.available },
  diamonds: diamonds.map(toDiamond),
});

/** The search in the service's names; only the bounds it gives. */
export const toQueryWire = (query: ShopByQuery): DiamondQueryWire => ({
  ...(query.shapes !== undefined && { shapes: [...query.shapes] }),
  ...(query.shape !== undefined && { shape: query.shape }),
  ...(query.priceFrom !== undefined && { price_total_from: query.priceFrom }),
  ...(query.priceTo !== undefined && { price_total_to: query.priceTo }),
  ...(query.sizeFrom !== undefined && { size_from: query.sizeFrom }),
  ...(query.sizeTo !== undefined && { size_to: query.sizeTo }),
  ...(query.attr !== undefined && { attr: query.attr }),
});

/** A grade of the More Options panel by its wire name; a grade the wire has no name for is a fault of the shop. */
const gradeName = <Name extends string>(names: readonly Name[], grade: string): Name => {
  if (!isGradeOf(names, grade)) throw new RangeError(`"${grade}" is no grade the recommendation service knows.`);
  return grade;
};

/** The More Options panel as the service's range query: every bound flat, grades by name. */
export const toRangeQuery = (ranges: MoreOptionsRanges): RangeQueryWire => ({
  price_total_from: ranges.price.from,
  price_total_to: ranges.price.to,
  size_from: ranges.size.from,
  size_to: ranges.size.to,
  cut_from: gradeName(EDUCATION_CUT_GRADES, ranges.cut.from),
  cut_to: gradeName(EDUCATION_CUT_GRADES, ranges.cut.to),
  color_from: gradeName(EDUCATION_COLORS, ranges.color.from),
  color_to: gradeName(EDUCATION_COLORS, ranges.color.to),
  clarity_from: gradeName(EDUCATION_CLARITIES, ranges.clarity.from),
  clarity_to: gradeName(EDUCATION_CLARITIES, ranges.clarity.to),
  polish_from: gradeName(EDUCATION_CUT_GRADES, ranges.polish.from),
  polish_to: gradeName(EDUCATION_CUT_GRADES, ranges.polish.to),
  symmetry_from: gradeName(EDUCATION_CUT_GRADES, ranges.symmetry.from),
  symmetry_to: gradeName(EDUCATION_CUT_GRADES, ranges.symmetry.to),
});

type TuningBody = TuningRequest['body'];

/** An edit of the detail page as the body of an edit form: the stone on screen, the state, and the one edit. The
 * state is the service's own (or the page's first `{ history: [], future: [], query }`) and goes back as it is. */
export const toTuningBody = (diamondId: string, state: TuningState, edit: DiamondEdit): TuningBody => {
  const base = { diamond: diamondId, state: toStateWire(state) };
  switch (edit.kind) {
    case 'adjust':
      return { ...base, adjust: { attr: edit.attr, dir: edit.dir } };
    case 'set':
      return { ...base, set: toRangeQuery(edit.ranges) };
    case 'command':
      return { ...base, command: edit.command };
  }
};
