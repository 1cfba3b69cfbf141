/** The bag's optional ring offers a wider choice of metal and three colours. */
export const BAG_RING_METALS = ['14K', '18K', 'Platinum'] as const;
export type BagRingMetal = (typeof BAG_RING_METALS)[number];
export const BAG_RING_COLORS = ['white', 'yellow', 'rose gold'] as const;
export type BagRingColor = (typeof BAG_RING_COLORS)[number];

/** The free ring: a 14k solitaire in gold, optional, advertised at its value. */
export const FREE_RING_OFFER = { description: '14k solitaire gold ring', value: 300, valueLabel: '$300 value' } as const;

/** Clicking the chosen colour again unselects it. */
export const toggleBagRingColor = (current: BagRingColor | null, clicked: BagRingColor): BagRingColor | null =>
  current === clicked ? null : clicked;

/** The free ring's catalogue product: its base item code and the variant of a bag choice. */
export const FREE_RING_CODE = 'fw-freering-er';
const BAG_COLOR_NAMES: Readonly<Record<BagRingColor, string>> = { white: 'White Gold', yellow: 'Yellow Gold', 'rose gold': 'Rose Gold' };
export const freeRingColorName = (color: BagRingColor): string => BAG_COLOR_NAMES[color];
