import type { DiamondWire } from './diamond.schema';
import type {
  ComparisonsAnswer,
  ComparisonsRequest,
  DiamondAnswer,
  DiamondRequest,
  PreferenceRequest,
  PriceRangeAnswer,
  PriceRangeRequest,
  RecommendationsAnswer,
  RecommendationsRequest,
  RuleRecommendationAnswer,
  TuningRequest,
} from './calls.schema';
import type { ServiceErrorWire } from './error.schema';
import type { PricePositionAnswer, PricePositionRequest } from './price-position.schema';
import type { SimilarDiamondsAnswer, SimilarDiamondsRequest } from './similar-diamonds.schema';
import type { RecommendationStateWire } from './state.schema';

/** Example payloads of every recommendation call, as the service documents them; each validates against its schema
 * (recommendation.schemas.test.ts). */

const header = { username: 'loupe', password: 'loupe-dev' };

export const exampleDiamond: DiamondWire = {
  diamond_id: '100004217',
  shape: 'Round',
  size: 1.01,
  color: 'G',
  clarity: 'VS2',
  cut: 'Excellent',
  polish: 'Excellent',
  symmetry: 'Very Good',
  symmetry_to: 'Very Good',
  fluorescence_intensity: 'Faint',
  fluorescence_color: 'Blue',
  meas_length: 6.43,
  meas_width: 6.46,
  meas_depth: 3.98,
  table_percent: 57,
  depth_percent: 61.8,
  girdle_condition: 'Medium',
  culet_size: 'None',
  cert_num: '2141438172',
  has_cert_file: true,
  total_sales_price: 6180,
  total_sales_price_in_currency: 6180,
  currency_symbol: '$',
  image_file_url: '/media/diamonds/round.svg',
  has_image_file: true,
  video_url: '',
  has_video_file: false,
  calculated_quality: { cut: 5, color: 4, clarity: 3, carat: 3, overall: 4 },
  details: 'A 1.01 carat round brilliant, G color and VS2 clarity, with an excellent cut.',
  deal: { model_price: 6410, similar_count: 212, similar_median_price: 6295 },
};

export const exampleOval: DiamondWire = {
  ...exampleDiamond,
  diamond_id: '100009051',
  shape: 'Oval',
  size: 0.9,
  color: 'F',
  clarity: 'VS1',
  meas_length: 7.61,
  meas_width: 5.42,
  meas_depth: 3.34,
  total_sales_price: 5240,
  total_sales_price_in_currency: 5240,
  image_file_url: '/media/diamonds/oval.svg',
  calculated_quality: { cut: 5, color: 5, clarity: 3, carat: 2, overall: 4 },
  details: 'A 0.90 carat oval brilliant, F color and VS1 clarity, with an excellent cut.',
  deal: { model_price: 5020, similar_count: 4, similar_median_price: 4987.5 },
};

/** Every move finds a stone, except a lower price. */
const movesButCheaper = { price: { dec: false, inc: true }, size: { dec: true, inc: true }, quality: { dec: true, inc: true } };

const query = { shapes: ['Round' as const], price_total_from: 5000, price_total_to: 10000 };

export const exampleState: RecommendationStateWire = { history: [], future: [], version: 1, query, current: null };

export const recommendationExamples = {
  recommendations: {
    request: { header, body: { ...query, attr: 'price' } } satisfies RecommendationsRequest,
    answer: {
      total_available_diamonds: 1284,
      state: exampleState,
      recommended: { diamond: exampleDiamond },
      best_deal: { diamond: { ...exampleDiamond, diamond_id: '100000731', total_sales_price: 5120, total_sales_price_in_currency: 5120 } },
    } satisfies RecommendationsAnswer,
    noMatch: { total_available_diamonds: 0, state: exampleState, message: 'No diamonds match this search.' } satisfies RecommendationsAnswer,
  },
  preference: {
    request: { header, body: { preference: query } } satisfies PreferenceRequest,
    answer: {
      state: { ...exampleState, current: exampleDiamond.diamond_id },
      diamond_recommended: { diamond: exampleDiamond },
      status: { better_deal: false },
    } satisfies RuleRecommendationAnswer,
  },
  tuning: {
    adjust: { header, body: { diamond: exampleDiamond.diamond_id, state: { history: [], future: [], query }, adjust: { attr: 'price', dir: 'dec' } } } satisfies TuningRequest,
    set: {
      header,
      body: { diamond: exampleDiamond.diamond_id, state: exampleState, set: { price_total_from: 1000, price_total_to: 8000, cut_from: 'Excellent', cut_to: 'Good', color_from: 'D', color_to: 'J', clarity_from: 'IF', clarity_to: 'SI2' } },
    } satisfies TuningRequest,
    command: {
      header,
      body: { diamond: exampleDiamond.diamond_id, state: { ...exampleState, history: [{ diamond_id: '100000731', query }] }, command: 'back' },
    } satisfies TuningRequest,
    stay: { header, body: { diamond: exampleDiamond.diamond_id, state: { history: [], future: [], query }, command: 'stay' } } satisfies TuningRequest,
    moved: {
      state: { history: [{ diamond_id: exampleDiamond.diamond_id, query }], future: [], version: 1, query, current: '100000731' },
      diamond_recommended: { diamond: { ...exampleDiamond, diamond_id: '100000731', total_sales_price: 5120, total_sales_price_in_currency: 5120 } },
      status: { better_deal: true, moved: true },
      moves: { price: { dec: true, inc: true }, size: { dec: true, inc: true }, quality: { dec: false, inc: true } },
    } satisfies RuleRecommendationAnswer,
    stayed: {
      state: { ...exampleState, current: exampleDiamond.diamond_id },
      diamond_recommended: { diamond: exampleDiamond },
      status: { better_deal: false, moved: false },
      message: 'There is no cheaper diamond for your search.',
      moves: movesButCheaper,
    } satisfies RuleRecommendationAnswer,
  },
  priceRange: {
    request: { header, body: { size: 1, shape: 'Oval' } } satisfies PriceRangeRequest,
    answer: { price_total_from: 3410, price_total_to: 9870, size_max: 5 } satisfies PriceRangeAnswer,
    noStoneOfTheSize: { size_max: 5 } satisfies PriceRangeAnswer,
  },
  diamond: {
    request: { header } satisfies DiamondRequest,
    answer: { diamond: exampleDiamond, calculated_quality: exampleDiamond.calculated_quality } satisfies DiamondAnswer,
  },
  comparisons: {
    request: { header, diamond_ids: [exampleDiamond.diamond_id, exampleOval.diamond_id] } satisfies ComparisonsRequest,
    answer: { diamonds: [exampleDiamond, exampleOval] } satisfies ComparisonsAnswer,
  },
  pricePosition: {
    request: { header, diamond_id: exampleDiamond.diamond_id } satisfies PricePositionRequest,
    /** The 1.01 ct round G VS2 of the examples, asking $6,180 where the model expects $6,410. */
    answer: {
      model_price: 6410,
      percentile: 64,
      similar: { count: 212, shape: 'Round', carat_from: 1, carat_to: 1.11, color: 'G', clarity: 'VS2' },
      histogram: [
        { from: 4900, to: 5300, count: 6 },
        { from: 5300, to: 5700, count: 21 },
        { from: 5700, to: 6100, count: 44 },
        { from: 6100, to: 6500, count: 58 },
        { from: 6500, to: 6900, count: 47 },
        { from: 6900, to: 7300, count: 24 },
        { from: 7300, to: 7700, count: 8 },
        { from: 7700, to: 8100, count: 3 },
        { from: 8100, to: 8500, count: 1 },
        { from: 8500, to: 8900, count: 0 },
      ],
      reasons: [
        { code: 'popular_weight_reached', text: '1.01 ct: just over 1 carat, where prices step up; a 0.99 ct of the same grades typically costs $1,130.00 less and looks under 1% smaller.', amount: 1130 },
        { code: 'fluorescence', text: 'Faint fluorescence takes about $60.00 off; it does not show in daylight.', amount: 60 },
      ],
    } satisfies PricePositionAnswer,
    noSimilarStone: {
      model_price: 98186,
      percentile: 0,
      similar: { count: 0, shape: 'Round', carat_from: 4.5, carat_to: 5, color: 'G', clarity: 'VS2' },
      histogram: [],
      reasons: [{ code: 'grade_costs_least', text: 'Clarity I1 saves most here: about $31,000.00 less than a VS2.', amount: 31000 }],
    } satisfies PricePositionAnswer,
  },
  similarDiamonds: {
    request: { header, diamond_id: exampleDiamond.diamond_id } satisfies SimilarDiamondsRequest,
    /** The 1.01 ct round G VS2 of the examples once sold, and the three stones on sale closest to it. */
    answer: {
      stone: { diamond_id: exampleDiamond.diamond_id, shape: 'Round', size: 1.01, color: 'G', clarity: 'VS2', available: false },
      diamonds: [
        { ...exampleDiamond, diamond_id: '100011873', size: 1.02, total_sales_price: 6240, total_sales_price_in_currency: 6240 },
        { ...exampleDiamond, diamond_id: '100002290', size: 1, color: 'H', total_sales_price: 5990, total_sales_price_in_currency: 5990 },
        { ...exampleDiamond, diamond_id: '100017406', size: 1.04, clarity: 'VS1', total_sales_price: 6630, total_sales_price_in_currency: 6630 },
      ],
    } satisfies SimilarDiamondsAnswer,
    /** A stone far from every other of its shape: none on sale comes near enough. */
    noneNear: {
      stone: { diamond_id: '100019990', shape: 'Heart', size: 9.87, color: 'D', clarity: 'IF', available: true },
      diamonds: [],
    } satisfies SimilarDiamondsAnswer,
  },
  errors: {
    notFound: { message: 'Diamond was not found', parameters: [] } satisfies ServiceErrorWire,
    invalidValue: { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'Trillion', fieldName: 'shape' } } satisfies ServiceErrorWire,
  },
} as const;
