import { useEffect, useState } from 'react';

/** Whether the window's width passes `predicate` (one of the layout rules), read on the first render already and
 * again on resize. Unlike a hook that starts from a width of 0 and measures after mounting, it renders the page once,
 * in its final layout, and re-renders it only when the answer changes. `predicate` must be a stable function. */
export function useWindowWidthIs(predicate: (width: number) => boolean): boolean {
  const [answer, setAnswer] = useState(() => predicate(window.innerWidth));
  useEffect(() => {
    const update = () => setAnswer(predicate(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [predicate]);
  return answer;
}

/** Whether the window's scroll position passes `predicate`: re-renders when the answer changes, not on every
 * scroll event. `predicate` must be a stable function. */
export function useWindowScrollIs(predicate: (scrollY: number) => boolean): boolean {
  const [answer, setAnswer] = useState(() => predicate(window.scrollY));
  useEffect(() => {
    const update = () => setAnswer(predicate(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [predicate]);
  return answer;
}
