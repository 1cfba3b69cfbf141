import { useLayoutEffect, type RefObject } from 'react';

/** What a view counts as its controls, in the order Tab visits them. */
const CONTROLS = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** A view that comes back later than this is a new one, not the same one moved. */
const MOVE_WITHIN_MS = 2_000;

/** The control that had the focus when its view left the page: which view, which of its controls, and when. */
let lastFocused: { readonly key: string; readonly control: number; readonly at: number } | null = null;

/**
 * Keeps the keyboard's place when a view moves to another part of the page: the Top 4 cards leave their list for the
 * slider once its chunk has loaded, and the browser would otherwise drop the focus on the page's body, so that Enter
 * pressed on a card opened nothing. The view that leaves while it holds the focus notes which of its controls had it;
 * the same view (by `key`) arriving right after gives that control the focus again, unless the shopper has put it
 * somewhere else meanwhile.
 */
export function useFocusKept(key: string, view: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const node = view.current;
    if (!node) return undefined;
    const kept = lastFocused;
    if (kept?.key === key) {
      lastFocused = null;
      const focusIsNowhere = document.activeElement === null || document.activeElement === document.body;
      if (focusIsNowhere && performance.now() - kept.at <= MOVE_WITHIN_MS) node.querySelectorAll<HTMLElement>(CONTROLS)[kept.control]?.focus({ preventScroll: true });
    }
    // Runs before React takes the view's elements out of the page, while the focus is still on one of them.
    return () => {
      const focused = document.activeElement;
      if (!focused || !node.contains(focused)) return;
      const control = [...node.querySelectorAll(CONTROLS)].indexOf(focused);
      if (control >= 0) lastFocused = { key, control, at: performance.now() };
    };
  }, [key, view]);
}
