import { startTransition, useEffect, useState } from 'react';

/** False on the server and in the first render (so hydration matches the server's HTML); true once the browser is
 * idle after hydration, or after `timeoutMs` at the latest. What it reveals renders as a transition: React renders a
 * large part (the product page's lower half) in slices between which the browser answers the shopper, instead of in
 * one long task. */
export function useWhenIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const reveal = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(reveal, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(reveal, 1);
    return () => window.clearTimeout(handle);
  }, [timeoutMs]);
  return idle;
}
