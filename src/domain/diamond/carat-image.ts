/** The picture on the size step grows with the carat. */
export const SIZE_IMAGE_BASE_REM = 4.6;
export const SIZE_IMAGE_BASE_CARAT = 0.75;
export const SIZE_IMAGE_MAX_REM = 9.4;
/** The picture reaches its cap at 3 ct: past that the page layout has no more room, and 3 ct is already three
 * times the average 1 ct stone the page talks about. */
export const SIZE_IMAGE_MAX_CARAT = 3;
export const SIZE_IMAGE_REM_PER_CARAT =
  (SIZE_IMAGE_MAX_REM - SIZE_IMAGE_BASE_REM) / (SIZE_IMAGE_MAX_CARAT - SIZE_IMAGE_BASE_CARAT);
/** Below the flow's start the picture shrinks in proportion to the carat, but a picture under 2 rem is too small
 * to read as a diamond, so it stops there. */
export const SIZE_IMAGE_MIN_REM = 2;

export const sizeImageWidthRem = (carat: number): number => {
  if (!Number.isFinite(carat) || carat <= 0) return SIZE_IMAGE_MIN_REM;
  if (carat < SIZE_IMAGE_BASE_CARAT) {
    return Math.max(SIZE_IMAGE_MIN_REM, (SIZE_IMAGE_BASE_REM * carat) / SIZE_IMAGE_BASE_CARAT);
  }
  const grown = SIZE_IMAGE_BASE_REM + (carat - SIZE_IMAGE_BASE_CARAT) * SIZE_IMAGE_REM_PER_CARAT;
  return Math.min(SIZE_IMAGE_MAX_REM, grown);
};

/** The carat size guide: how big a stone looks face-up, with a dime for scale. */
export interface SizeGuideEntry {
  readonly label: string;
  readonly carat: number | null;
  readonly diameterMm: number;
}

export const CARAT_SIZE_GUIDE: readonly SizeGuideEntry[] = [
  { label: '0.25 ct', carat: 0.25, diameterMm: 4.1 },
  { label: '1 ct', carat: 1, diameterMm: 6.4 },
  { label: '2 ct', carat: 2, diameterMm: 8.1 },
  { label: '1 dime', carat: null, diameterMm: 18 },
];
