import { useCallback, useSyncExternalStore } from 'react';

const innerWidth = () => window.innerWidth;
const scrollY = () => window.scrollY;

/** Whether `read()` passes `predicate`, read on the first render already and again on each `event`; re-renders
 * only when the answer changes. `predicate` must be a stable function. The server knows no window: it renders the
 * answer for a width and a scroll of 0 (the phone's layout, at the top), and the browser takes over once hydrated. */
function useWindowIs(read: () => number, event: 'resize' | 'scroll', predicate: (value: number) => boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      window.addEventListener(event, onChange, { passive: true });
      return () => window.removeEventListener(event, onChange);
    },
    [event],
  );
  return useSyncExternalStore(
    subscribe,
    () => predicate(read()),
    () => predicate(0),
  );
}

/** Whether the window's width passes `predicate` (one of the layout rules). Unlike a hook that starts from a width
 * of 0 and measures after mounting, it renders the page once, in its final layout, and re-renders it only when the
 * answer changes. */
export const useWindowWidthIs = (predicate: (width: number) => boolean): boolean => useWindowIs(innerWidth, 'resize', predicate);

/** Whether the window's scroll position passes `predicate`: re-renders when the answer changes, not on every scroll. */
export const useWindowScrollIs = (predicate: (scrollY: number) => boolean): boolean => useWindowIs(scrollY, 'scroll', predicate);
