import { useEffect } from 'react';

/** Marks a bar fixed (or sticky) to the top or the bottom of the window: the header, the footer, a page's own
 * footer bar. A control focused from the keyboard is kept clear of every marked bar. */
export const FIXED_BAR = { 'data-fixed-bar': '' } as const;

export interface Span {
  readonly top: number;
  readonly bottom: number;
}

/** How far to scroll the window (positive: down) so that `element` shows between the bars: the bars in the upper
 * half of the window cover it from the top, the others from the bottom. An element taller than the space left
 * between them is aligned to its top. `margin` keeps the focus ring clear too. */
export function scrollToClearBars(element: Span, bars: readonly Span[], windowHeight: number, margin = 8): number {
  const middle = windowHeight / 2;
  const upper = bars.filter((bar) => bar.top + bar.bottom < 2 * middle);
  const lower = bars.filter((bar) => bar.top + bar.bottom >= 2 * middle);
  const topEdge = Math.max(0, ...upper.map((bar) => bar.bottom));
  const bottomEdge = Math.min(windowHeight, ...lower.map((bar) => bar.top));
  const alignTop = element.top - topEdge - margin;
  if (element.top < topEdge) return alignTop;
  if (element.bottom > bottomEdge) return Math.min(element.bottom - bottomEdge + margin, alignTop);
  return 0;
}

/** The marked bars on screen now: fixed ones, and sticky ones while they are stuck at their offset. */
function barsOnScreen(): Span[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-fixed-bar]')).flatMap((bar) => {
    const rect = bar.getBoundingClientRect();
    if (rect.height === 0) return [];
    const style = getComputedStyle(bar);
    if (style.position === 'fixed') return [rect];
    if (style.position !== 'sticky') return [];
    const stuckTop = style.top !== 'auto' && Math.abs(rect.top - parseFloat(style.top)) < 1;
    const stuckBottom = style.bottom !== 'auto' && Math.abs(window.innerHeight - rect.bottom - parseFloat(style.bottom)) < 1;
    return stuckTop || stuckBottom ? [rect] : [];
  });
}

/** Chromium scrolls a control focused from the keyboard into view without regard to `scroll-padding`, so it can
 * land under the fixed bars. After each focus move, this scrolls the window until the control is clear of them.
 * Controls inside a bar or a dialog are left alone. */
export function useKeepFocusClearOfBars(): void {
  useEffect(() => {
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest('[data-fixed-bar], [role="dialog"]')) return;
      cancelAnimationFrame(frame);
      // After the browser's own scrolling into view, which follows the focus event.
      frame = requestAnimationFrame(() => {
        const delta = scrollToClearBars(target.getBoundingClientRect(), barsOnScreen(), window.innerHeight);
        if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(frame);
    };
  }, []);
}
