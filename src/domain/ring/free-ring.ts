import { RING_SIZE_REQUIRED_MESSAGE, ringSizeError } from './ring-size';
import { ringVariantCode } from './ring-code';
import { FREE_RING_CODE, freeRingColorName, type BagRingColor, type BagRingMetal } from './ring-metal';

/** The free ring the shopper chose in the bag: colour, gold and size. */
export interface FreeRingChoice {
  readonly color: BagRingColor;
  readonly metal: BagRingMetal;
  readonly size: string;
}

/** The free ring's variant in the store's catalogue for a bag choice.
 *   freeRingSku({ color: 'yellow', metal: '18K', size: '6.5' }) === 'fw-freering-er-Yellow Gold-18K-6.5' */
export const freeRingSku = (choice: FreeRingChoice): string => ringVariantCode(FREE_RING_CODE, freeRingColorName(choice.color), choice.metal, choice.size);

/** The bag's ring choice as the shopper left it: no colour means no ring; a colour needs a size. */
export type FreeRingDecision = { readonly ring: FreeRingChoice | null } | { readonly sizeError: string };

export const decideFreeRing = (color: BagRingColor | null, metal: BagRingMetal, size: string | null): FreeRingDecision => {
  if (color === null) return { ring: null };
  const sizeError = ringSizeError(size);
  if (sizeError !== null || size === null) return { sizeError: sizeError ?? RING_SIZE_REQUIRED_MESSAGE };
  return { ring: { color, metal, size } };
};
