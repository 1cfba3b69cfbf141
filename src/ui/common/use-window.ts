import { useEffect, useState } from 'react';

const innerWidth = () => window.innerWidth;
const scrollY = () => window.scrollY;

/** Whether `read()` passes `predicate`, read on the first render already and again on each `event`; re-renders
 * only when the answer changes. `predicate` must be a stable function. */
function useWindowIs(read: () => number, event: 'resize' | 'scroll', predicate: (value: number) => boolean): boolean {
  const [answer, setAnswer] = useState(() => predicate(read()));
  useEffect(() => {
    const update = () => setAnswer(predicate(read()));
    update();
    window.addEventListener(event, update, { passive: true });
    return () => window.removeEventListener(event, update);
  }, [read, event, predicate]);
  return answer;
}

/** Whether the window's width passes `predicate` (one of the layout rules). Unlike a hook that starts from a width
 * of 0 and measures after mounting, it renders the page once, in its final layout, and re-renders it only when the
 * answer changes. */
export const useWindowWidthIs = (predicate: (width: number) => boolean): boolean => useWindowIs(innerWidth, 'resize', predicate);

/** Whether the window's scroll position passes `predicate`: re-renders when the answer changes, not on every scroll. */
export const useWindowScrollIs = (predicate: (scrollY: number) => boolean): boolean => useWindowIs(scrollY, 'scroll', predicate);
