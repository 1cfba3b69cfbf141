/**
 * A diamond's id is a fixed offset plus its index, in decimal: "100000000" is the first stone, "100099999" the
 * 100,000th. Looking a stone up is a parse, not a search, and the id of a stone never changes for a seed and
 * count. The offset keeps every id nine digits long (for up to 900 million stones; the CLI allows 10 million), so
 * ids sort as text the way they sort as numbers and a shorter or zero-padded spelling is not an id.
 */
export const DIAMOND_ID_OFFSET = 100_000_000;
const MAX_INDEX = 899_999_999;

export const diamondId = (index: number): string => String(DIAMOND_ID_OFFSET + index);

/** The index of a stone id, or -1 when `id` is not the canonical id of a stone of an inventory of `count`. */
export function indexOfDiamondId(id: string, count: number): number {
  if (id.length !== 9 || !/^[1-9]\d{8}$/.test(id)) return -1;
  const index = Number(id) - DIAMOND_ID_OFFSET;
  return index >= 0 && index < count && index <= MAX_INDEX ? index : -1;
}
