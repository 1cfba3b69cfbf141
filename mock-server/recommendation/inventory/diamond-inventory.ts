/**
 * The seeded diamonds, stored column by column in typed arrays: one entry per stone, the stone's index is its
 * position. A million stones take about 30 MB this way, against well over a gigabyte as JSON objects, and the
 * engine's indexes read only the columns they need. Diamond JSON is built only for the stones a call returns
 * (diamond-json.ts). Grades are codes on the scales of grade-scales.ts (0 = best).
 */
export interface DiamondInventory {
  readonly seed: number;
  readonly count: number;
  readonly shape: Uint8Array;
  /** Carat weight in hundredths: 101 = 1.01 ct. */
  readonly caratHundredths: Uint16Array;
  readonly color: Uint8Array;
  readonly clarity: Uint8Array;
  readonly cut: Uint8Array;
  readonly polish: Uint8Array;
  readonly symmetry: Uint8Array;
  readonly fluorescence: Uint8Array;
  readonly girdle: Uint8Array;
  readonly culet: Uint8Array;
  /** Asking price, whole US dollars. */
  readonly price: Uint32Array;
  /** The pricing model's price without the dealer's noise, whole US dollars (never shown; the best deal reads it). */
  readonly marketPrice: Uint32Array;
  /** Millimetres in hundredths. */
  readonly lengthHundredths: Uint16Array;
  readonly widthHundredths: Uint16Array;
  readonly depthHundredths: Uint16Array;
  /** Whole percent, as GIA reports the table. */
  readonly tablePercent: Uint8Array;
  /** Tenths of a percent: 618 = 61.8 %. */
  readonly depthPercentTenths: Uint16Array;
}

export function allocateInventory(seed: number, count: number): DiamondInventory {
  return {
    seed,
    count,
    shape: new Uint8Array(count),
    caratHundredths: new Uint16Array(count),
    color: new Uint8Array(count),
    clarity: new Uint8Array(count),
    cut: new Uint8Array(count),
    polish: new Uint8Array(count),
    symmetry: new Uint8Array(count),
    fluorescence: new Uint8Array(count),
    girdle: new Uint8Array(count),
    culet: new Uint8Array(count),
    price: new Uint32Array(count),
    marketPrice: new Uint32Array(count),
    lengthHundredths: new Uint16Array(count),
    widthHundredths: new Uint16Array(count),
    depthHundredths: new Uint16Array(count),
    tablePercent: new Uint8Array(count),
    depthPercentTenths: new Uint16Array(count),
  };
}

/** Bytes held by the columns (for the benchmark and docs/recommendation-engine.md). */
export function inventoryBytes(inventory: DiamondInventory): number {
  return Object.values(inventory).reduce<number>((sum, column) => sum + (ArrayBuffer.isView(column) ? column.byteLength : 0), 0);
}
