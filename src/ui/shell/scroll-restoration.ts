import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useMatches, useNavigationType } from 'react-router';

/** Where the shopper was on each page of this tab's history, kept across a reload of the tab. */
const STORAGE_KEY = 'scrollPositions';
/** A page returned to by Back may still be loading what made it tall; its position is restored as it grows, for
 * at most this long, unless the shopper scrolls first. */
const RESTORE_FOR_MS = 3_000;
/** Positions kept (the most recent ones), so a long visit does not grow the tab's storage without end. */
const KEEP_POSITIONS = 100;

const keyOf = (location: Location): string => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return new Map(Array.isArray(saved) ? (saved as [string, number][]).filter(([key, y]) => typeof key === 'string' && Number.isFinite(y)) : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEEP_POSITIONS)));
  } catch {
    // Storage full or blocked: positions are still kept for this page's life.
  }
}

/** What decides the scroll after a navigation: Back and Forward (POP) return to the saved position; going forward
 * (PUSH or REPLACE) to another route starts at its top; a PUSH or REPLACE that stays on the same route (a query
 * string the page writes, the next stone of a tuning on the details page) leaves the scroll alone. */
export function scrollAfterNavigation(navigationType: 'POP' | 'PUSH' | 'REPLACE', samePage: boolean, saved: number | undefined): number | 'keep' {
  if (navigationType === 'POP') return saved ?? 'keep';
  return samePage ? 'keep' : 0;
}

/** Scroll restoration for the shop's pages (the browser's own cannot know when a page's content has arrived). */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  // The route the address matches (e.g. /product-details/:encodedId), not the address itself.
  const routeId = useMatches().at(-1)?.id ?? location.pathname;
  const current = useRef<{ key: string; routeId: string } | null>(null);
  const stopRestoring = useRef<(() => void) | null>(null);

  useEffect(() => {
    const history = window.history;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const remember = () => {
      if (stopRestoring.current || !current.current) return;
      (positions.current ??= readPositions()).set(current.current.key, window.scrollY);
    };
    const persist = () => {
      remember();
      if (positions.current) writePositions(positions.current);
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      persist();
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      stopRestoring.current?.();
      history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const saved = (positions.current ??= readPositions());
    const key = keyOf(location);
    const samePage = current.current?.routeId === routeId;
    current.current = { key, routeId };
    stopRestoring.current?.();
    const target = scrollAfterNavigation(navigationType, samePage, saved.get(key));
    if (target === 'keep' || target === 0 || typeof ResizeObserver === 'undefined') {
      if (target !== 'keep') window.scrollTo(0, target);
      // Kept now rather than on the next scroll event: an entry that starts where the page already is (a query string
      // the page replaces, a top reached twice) gets none, and Forward to it later must still find where it was.
      saved.set(key, window.scrollY);
      return;
    }
    stopRestoring.current = restoreAsThePageGrows(target, () => {
      stopRestoring.current = null;
    });
  }, [location, navigationType, routeId]);
}

/** Scrolls to `target` now and again each time the page grows, until it is reached, the shopper scrolls on their
 * own, or RESTORE_FOR_MS passes. Answers the function that stops it early, or null when the first try reached it. */
function restoreAsThePageGrows(target: number, done: () => void): (() => void) | null {
  const attempt = () => {
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) < 1) stop();
  };
  const observer = new ResizeObserver(attempt);
  const shopperScrolls = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const timer = window.setTimeout(() => stop(), RESTORE_FOR_MS);
  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of shopperScrolls) window.removeEventListener(type, stop, true);
    done();
  }
  for (const type of shopperScrolls) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  attempt();
  return stopped ? null : stop;
}
