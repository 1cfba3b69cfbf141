/** Where the guided tour's card goes beside the control a step explains. Pure: rectangles in page coordinates (the
 * document's, scroll included). */
export interface Box {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

export type Side = 'below' | 'above' | 'right' | 'left' | 'over';

export interface TourPlacement {
  readonly top: number;
  readonly left: number;
  /** Where the card is from the control: its arrow points the other way, at the control ('over': on its lower part). */
  readonly side: Side;
  /** Where the arrow meets the card's edge, from the card's left (below/above) or top (right/left). */
  readonly arrow: number;
}

const GAP = 12;

const overlaps = (a: Box, b: Box): boolean => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), Math.max(low, high));

/**
 * The first place, in the order below, above, right, left, that keeps the card inside the page's width (and above its
 * top), off the control and off every box to `avoid` (the page's title); failing those, over the control's lower
 * part, which leaves its top (and what it names) in sight. `page` is the page's width, the margin kept at its edges
 * and the window's height: a control too tall to show with the card under it in one window takes it above.
 */
export function placeTour(target: Box, card: { width: number; height: number }, page: { width: number; margin: number; height?: number }, avoid: readonly Box[] = []): TourPlacement {
  const { margin } = page;
  const maxLeft = page.width - margin - card.width;
  const centeredLeft = clamp(target.left + target.width / 2 - card.width / 2, margin, maxLeft);
  const centeredTop = target.top + target.height / 2 - card.height / 2;
  const below = { side: 'below' as const, top: target.top + target.height + GAP, left: centeredLeft };
  const above = { side: 'above' as const, top: target.top - GAP - card.height, left: centeredLeft };
  // A control taller than the window leaves room for the card and its top only above it (the panels on a phone).
  const tall = page.height !== undefined && target.height + card.height + 2 * GAP > page.height;
  const candidates: { side: Side; top: number; left: number }[] = [
    ...(tall ? [above, below] : [below, above]),
    { side: 'right', top: Math.max(margin, centeredTop), left: target.left + target.width + GAP },
    { side: 'left', top: Math.max(margin, centeredTop), left: target.left - GAP - card.width },
  ];
  const fits = ({ top, left }: { top: number; left: number }): boolean => {
    const box = { top, left, width: card.width, height: card.height };
    return top >= margin && left >= margin && left + card.width <= page.width - margin && !overlaps(box, target) && !avoid.some((other) => overlaps(box, other));
  };
  const chosen = candidates.find(fits) ?? {
    side: 'over' as const,
    top: Math.max(target.top + GAP, target.top + target.height - card.height - GAP),
    left: centeredLeft,
  };
  const arrow =
    chosen.side === 'right' || chosen.side === 'left'
      ? clamp(target.top + target.height / 2 - chosen.top, 16, card.height - 16)
      : clamp(target.left + target.width / 2 - chosen.left, 16, card.width - 16);
  return { ...chosen, arrow };
}
