/** The size step of the shop-by-size flow. */
export const CARAT_STEP = 0.25;
export const MIN_CARAT = 0.25;
export const SIZE_FLOW_START = 0.75;

/** Carats are stepped in whole hundredths so that repeated steps never drift (0.75 + 0.25 + 0.25 is exactly 1.25,
 * not 1.2500000000000002). */
const toHundredths = (carat: number): number => Math.round(carat * 100);
const STEP_HUNDREDTHS = toHundredths(CARAT_STEP);

export const increaseCarat = (carat: number): number => (toHundredths(carat) + STEP_HUNDREDTHS) / 100;

/** Minus does nothing at or below the minimum; above it, it never goes under the minimum either. */
export const decreaseCarat = (carat: number): number => {
  if (carat <= MIN_CARAT) return carat;
  return Math.max(toHundredths(MIN_CARAT), toHundredths(carat) - STEP_HUNDREDTHS) / 100;
};

export const canDecreaseCarat = (carat: number): boolean => carat > MIN_CARAT;

/** Plus stops at the largest size the inventory offers: the next step must still start at or below the heaviest
 * stone of the shape (so the step's quarter-carat window still holds a stone, and its estimate stays a range).
 * While the largest size is unknown, plus stays open. */
export const canIncreaseCarat = (carat: number, largestCarat: number | null): boolean =>
  largestCarat == null || toHundredths(increaseCarat(carat)) <= toHundredths(largestCarat);

/** The size display rule: "a value with more than 3 characters that is neither whole nor a multiple of 25 loses
 * its last digit". Read on the number as JavaScript prints it (String(carat)): "multiple of 25" means a multiple of
 * 25 hundredths (a quarter carat, which is what the step produces), and the digit lost is the last decimal digit.
 * Examples: 1.25, 0.75, 10.5 stay; 1.3 and 1.5 (three characters) stay; 1.33 → '1.3'; 1.01 → '1.0';
 * 1.375 → '1.37'. For sizes under 10 ct this is the rule word for word. From 10 ct up the literal rule would turn
 * 10.3 into '10.', so the trim applies only when at least two decimal digits are shown. */
export const displayCarat = (carat: number): string => {
  const text = String(carat);
  const isQuarter = Number.isInteger(carat * 4);
  const decimals = text.split('.')[1] ?? '';
  const trims = text.length > 3 && !Number.isInteger(carat) && !isQuarter && decimals.length >= 2;
  return trims ? text.slice(0, -1) : text;
};

/** A real stone's weight as a grading report states it, to the hundredth ('0.91', '1.50'). The trimming rule
 * above is for the size step's stepped value; applied to a stone it would misstate its weight. */
export const stoneCarat = (size: number): string => (Number.isFinite(size) ? size.toFixed(2) : '');
