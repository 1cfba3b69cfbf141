import { useEffect, useState } from 'react';

/** False on the server and in the first render (so hydration matches the server's HTML); true once the browser is
 * idle after hydration, or after `timeoutMs` at the latest. */
export function useWhenIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(handle);
  }, [timeoutMs]);
  return idle;
}
