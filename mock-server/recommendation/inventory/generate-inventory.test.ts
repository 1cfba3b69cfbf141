import { beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_SHAPES } from '../../../contracts/catalog';
import { diamondSchema } from '../../../contracts/recommendation';
import { diamondId, indexOfDiamondId } from './diamond-ids';
import type { DiamondInventory } from './diamond-inventory';
import { toDiamond } from './diamond-json';
import { generateInventory } from './generate-inventory';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, SHAPE_SCALE, shapeCode } from './grade-scales';
import { calculateQuality } from './quality';
import { SHAPE_PROFILES } from './shape-profiles';

const COUNT = 100_000;

/** Byte-for-byte equality of two typed arrays (vitest's deep equality walks them element by element, slowly). */
const sameBytes = (a: ArrayBufferView, b: ArrayBufferView): boolean =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? Number.NaN;
};

describe('the seeded diamond inventory', () => {
  let inventory: DiamondInventory;
  beforeAll(() => {
    inventory = generateInventory(42, COUNT);
  });

  it('is the same for the same seed and count, column by column, and differs for another seed', () => {
    const again = generateInventory(42, COUNT);
    const columns = Object.entries(inventory).filter(([, column]) => ArrayBuffer.isView(column));
    expect(columns).toHaveLength(17);
    for (const [name, column] of columns) {
      expect(sameBytes(again[name as keyof DiamondInventory] as ArrayBufferView, column as ArrayBufferView), name).toBe(true);
    }
    expect(sameBytes(generateInventory(43, 1_000).price, inventory.price.subarray(0, 1_000))).toBe(false);
  });

  it('only adds stones when the count grows: a smaller inventory is a prefix', () => {
    const small = generateInventory(42, 1_000);
    expect(sameBytes(small.price, inventory.price.subarray(0, 1_000))).toBe(true);
    expect(sameBytes(small.caratHundredths, inventory.caratHundredths.subarray(0, 1_000))).toBe(true);
    expect(toDiamond(small, 999)).toEqual(toDiamond(inventory, 999));
  });

  it('weights the shapes like a real market: Round about half, then Oval, Cushion, Princess … Heart', () => {
    const counts = new Map(SHAPE_SCALE.map((shape) => [shape, 0]));
    for (const code of inventory.shape) counts.set(SHAPE_SCALE[code]!, counts.get(SHAPE_SCALE[code]!)! + 1);
    for (const shape of DIAMOND_SHAPES) {
      expect(counts.get(shape)! / COUNT, shape).toBeCloseTo(SHAPE_PROFILES[shape].marketShare / 100, 2);
    }
  });

  it('weighs 0.25 to 5 ct, with many stones just at or above the popular weights', () => {
    const carats = Array.from(inventory.caratHundredths);
    expect(Math.min(...carats)).toBe(25);
    expect(Math.max(...carats)).toBe(500);
    for (const popular of [50, 70, 90, 100, 150, 200]) {
      const justAbove = carats.filter((h) => h >= popular && h <= popular + 2).length;
      const justBelow = carats.filter((h) => h >= popular - 3 && h <= popular - 1).length;
      expect(justAbove, `${popular / 100} ct`).toBeGreaterThan(4 * justBelow);
    }
  });

  it('measures rounds as the size guide says: ~4.1 mm at 0.25 ct, ~6.4 mm at 1 ct, ~8.1 mm at 2 ct', () => {
    const widths = (hundredths: number) =>
      Array.from({ length: COUNT }, (_, i) => i)
        .filter((i) => inventory.shape[i] === shapeCode('Round') && inventory.caratHundredths[i] === hundredths)
        .map((i) => inventory.widthHundredths[i]! / 100);
    expect(median(widths(25))).toBeCloseTo(4.1, 0);
    expect(Math.abs(median(widths(100)) - 6.4)).toBeLessThan(0.1);
    expect(Math.abs(median(widths(200)) - 8.1)).toBeLessThan(0.1);
  });

  it('gives fancy shapes their outline: length ÷ width within the shape’s ratio', () => {
    for (let i = 0; i < 5_000; i++) {
      const profile = SHAPE_PROFILES[SHAPE_SCALE[inventory.shape[i]!]!];
      const ratio = inventory.lengthHundredths[i]! / inventory.widthHundredths[i]!;
      expect(ratio).toBeGreaterThanOrEqual(profile.ratio[0] - 0.01);
      expect(ratio).toBeLessThanOrEqual(profile.ratio[1] + 0.01);
      const depthPercent = inventory.depthPercentTenths[i]! / 10;
      expect(depthPercent).toBeGreaterThanOrEqual(profile.depth.min);
      expect(depthPercent).toBeLessThanOrEqual(profile.depth.max);
      expect(inventory.depthHundredths[i]! / inventory.widthHundredths[i]!).toBeCloseTo(depthPercent / 100, 1);
    }
  });

  it('prices rounds of the anchor grades around the anchors, and some stones well below their market price', () => {
    const asking = (low: number, high: number) =>
      Array.from({ length: COUNT }, (_, i) => i)
        .filter(
          (i) =>
            inventory.shape[i] === shapeCode('Round') &&
            inventory.cut[i] === 0 &&
            COLOR_SCALE[inventory.color[i]!] === 'G' &&
            CLARITY_SCALE[inventory.clarity[i]!] === 'VS2' &&
            inventory.caratHundredths[i]! >= low &&
            inventory.caratHundredths[i]! <= high,
        )
        .map((i) => inventory.price[i]!);
    expect(median(asking(50, 52))).toBeGreaterThan(1_200);
    expect(median(asking(50, 52))).toBeLessThan(2_000);
    expect(median(asking(100, 102))).toBeGreaterThan(4_500);
    expect(median(asking(100, 102))).toBeLessThan(8_000);
    expect(median(asking(200, 205))).toBeGreaterThan(18_000);
    expect(median(asking(200, 205))).toBeLessThan(35_000);
    let deals = 0;
    for (let i = 0; i < COUNT; i++) if (inventory.marketPrice[i]! / inventory.price[i]! > 1.15) deals++;
    expect(deals / COUNT).toBeGreaterThan(0.02);
    expect(deals / COUNT).toBeLessThan(0.1);
  });

  it('fills every field of the Diamond entity consistently', () => {
    const certificates = new Set<string>();
    let videos = 0;
    for (let i = 0; i < 2_000; i++) {
      const diamond = toDiamond(inventory, i);
      expect(diamond.diamond_id).toBe(diamondId(i));
      expect(diamondSchema.parse(diamond)).toEqual(diamond);
      expect(FINISH_SCALE).toContain(diamond.cut);
      expect(FINISH_SCALE).toContain(diamond.polish);
      expect(diamond.symmetry_to).toBe(diamond.symmetry);
      expect(CLARITY_SCALE).toContain(diamond.clarity);
      expect(diamond.clarity).not.toBe('SI3');
      expect(diamond.cert_num).toMatch(/^\d{10}$/);
      certificates.add(diamond.cert_num);
      expect(diamond.total_sales_price_in_currency).toBe(diamond.total_sales_price);
      expect(Number.isInteger(diamond.total_sales_price)).toBe(true);
      expect(diamond.image_file_url).toBe(`/media/diamonds/${diamond.shape.toLowerCase()}.svg`);
      // The mock has photographed no stone: no record claims a photo.
      expect(diamond.has_image_file).toBe(false);
      expect(diamond.calculated_quality).toEqual(calculateQuality(diamond));
      expect(diamond.details).toMatch(/^A \d\.\d\d carat natural .+ diamond of [D-M] color .+, graded by GIA\.$/);
      expect(diamond.details).toContain(`${diamond.clarity} clarity`);
      expect(diamond.meas_length).toBeGreaterThan(0);
      expect(diamond.fluorescence_color).toBe(diamond.fluorescence_intensity === 'None' ? 'None' : 'Blue');
      // A stone without a video has an empty URL; every other field holds a value.
      expect(Object.keys(diamond).filter((key) => ['', null, undefined].includes(diamond[key as keyof typeof diamond] as string))).toEqual(diamond.has_video_file ? [] : ['video_url']);
      if (diamond.has_video_file) {
        videos++;
        const band = 'DEF'.includes(diamond.color) ? 'd-f' : 'GHIJ'.includes(diamond.color) ? 'g-j' : 'k-m';
        expect(diamond.video_url).toBe(`/media/videos/diamonds/illustrations/${diamond.shape.toLowerCase()}-${band}.webm`);
      }
    }
    expect(certificates.size).toBe(2_000);
    // About a third of the stones have a 360° video, the same ones for the same seed.
    expect(videos / 2_000).toBeGreaterThan(0.28);
    expect(videos / 2_000).toBeLessThan(0.39);
    expect(toDiamond(generateInventory(42, 50), 7)).toEqual(toDiamond(inventory, 7));
  });
});

describe('diamond ids', () => {
  it('map to the index and back, and nothing else maps', () => {
    expect(indexOfDiamondId(diamondId(0), 10)).toBe(0);
    expect(indexOfDiamondId(diamondId(9), 10)).toBe(9);
    expect(indexOfDiamondId(diamondId(10), 10)).toBe(-1);
    for (const id of ['', '99999999', '0100000001', '100000001 ', '+100000001', '1e8', '100000001.0', 'abc', '099999999']) {
      expect(indexOfDiamondId(id, 10), id).toBe(-1);
    }
  });
});
