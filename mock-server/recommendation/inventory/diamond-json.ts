import type { DiamondWire as Diamond } from '../../../contracts/recommendation';
import type { CalculatedQualityWire as CalculatedQuality } from '../../../contracts/recommendation';
import { colorBandOf, diamondIllustrationVideoUrl } from '../../../contracts/catalog';
import { describeDiamond } from './diamond-details';
import { diamondId } from './diamond-ids';
import type { DiamondInventory } from './diamond-inventory';
import { CLARITY_SCALE, COLOR_SCALE, CULET_SCALE, FINISH_SCALE, FLUORESCENCE_SCALE, GIRDLE_SCALE, SHAPE_SCALE } from './grade-scales';
import { PROFILES_BY_CODE } from './shape-profiles';
import { calculateQuality, caratScore } from './quality';

/** GIA report numbers are ten digits. Each stone gets a distinct one: index × a prime (the 500,000th, 7,368,787)
 * modulo the range is a permutation of the range, shifted by the seed so that two seeds do not share numbers. */
const CERT_BASE = 1_100_000_000;
const CERT_RANGE = 8_800_000_000;
const CERT_STRIDE = 7_368_787;

export function certificateNumber(seed: number, index: number): string {
  const shift = ((seed >>> 0) * 104_729) % CERT_RANGE;
  return String(CERT_BASE + ((index * CERT_STRIDE + shift) % CERT_RANGE));
}

/** Whether a stone has a 360° video: about one in three, fixed by the seed and the stone (a mixing hash, so that
 * neighbouring stones and two seeds differ). The mock films nothing: its videos are the shop's illustrations, one per
 * shape and color band, the stone's shape turning in its band's tint. */
export function hasStoneVideo(seed: number, index: number): boolean {
  let h = Math.imul((seed >>> 0) ^ Math.imul(index + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h % 3 === 0;
}

const gradeAt = (scale: readonly string[], code: number): string => scale[code] ?? '';

/** calculated_quality depends on the three grades and the carat level only: 1,440 combinations, each computed once
 * by the service's own rule (quality.ts) and shared (frozen, since every diamond of that combination holds it). */
const qualities = new Map<number, CalculatedQuality>();
function qualityOf(cut: number, color: number, clarity: number, carat: number): CalculatedQuality {
  const key = ((cut * 16 + color) * 16 + clarity) * 8 + caratScore(carat);
  let quality = qualities.get(key);
  if (!quality) {
    quality = Object.freeze(calculateQuality({ cut: gradeAt(FINISH_SCALE, cut), color: gradeAt(COLOR_SCALE, color), clarity: gradeAt(CLARITY_SCALE, clarity), size: carat }));
    qualities.set(key, quality);
  }
  return quality;
}

/** The spec's Diamond entity for one stone of the inventory: built on demand, only for stones a call returns. */
export function toDiamond(inventory: DiamondInventory, index: number): Diamond {
  const shape = SHAPE_SCALE[inventory.shape[index]!]!;
  const carat = inventory.caratHundredths[index]! / 100;
  const color = inventory.color[index]!;
  const clarity = inventory.clarity[index]!;
  const cut = inventory.cut[index]!;
  const polish = inventory.polish[index]!;
  const symmetry = inventory.symmetry[index]!;
  const fluorescence = inventory.fluorescence[index]!;
  const price = inventory.price[index]!;
  const grades = { cut: gradeAt(FINISH_SCALE, cut), color: gradeAt(COLOR_SCALE, color), clarity: gradeAt(CLARITY_SCALE, clarity) };
  const band = colorBandOf(grades.color);
  const intensity = gradeAt(FLUORESCENCE_SCALE, fluorescence);
  return {
    diamond_id: diamondId(index),
    shape,
    size: carat,
    ...grades,
    polish: gradeAt(FINISH_SCALE, polish),
    symmetry: gradeAt(FINISH_SCALE, symmetry),
    // A single stone has one symmetry grade: the "to" end of its range is the grade itself.
    symmetry_to: gradeAt(FINISH_SCALE, symmetry),
    fluorescence_intensity: intensity,
    fluorescence_color: intensity === 'None' ? 'None' : 'Blue',
    meas_length: inventory.lengthHundredths[index]! / 100,
    meas_width: inventory.widthHundredths[index]! / 100,
    meas_depth: inventory.depthHundredths[index]! / 100,
    table_percent: inventory.tablePercent[index]!,
    depth_percent: inventory.depthPercentTenths[index]! / 10,
    girdle_condition: gradeAt(GIRDLE_SCALE, inventory.girdle[index]!),
    culet_size: gradeAt(CULET_SCALE, inventory.culet[index]!),
    cert_num: certificateNumber(inventory.seed, index),
    has_cert_file: true,
    total_sales_price: price,
    total_sales_price_in_currency: price,
    currency_symbol: '$',
    // The stock drawing of the shape (the spec: derived from the shape); the mock holds no photo of any stone, so no
    // record says it has one.
    image_file_url: `/media/diamonds/${shape.toLowerCase()}.svg`,
    has_image_file: false,
    // About a third of the stones carry a 360° video (the illustration of their shape in their color band); the
    // others an empty URL flagged as absent (never a link that would 404).
    ...(hasStoneVideo(inventory.seed, index) && band ? { video_url: diamondIllustrationVideoUrl(shape, band), has_video_file: true } : { video_url: '', has_video_file: false }),
    calculated_quality: qualityOf(cut, color, clarity, carat),
    details: describeDiamond({ profile: PROFILES_BY_CODE[inventory.shape[index]!]!, carat, color, clarity, cut, polish, symmetry, fluorescence }),
  };
}
