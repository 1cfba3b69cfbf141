import { useEffect } from 'react';

/** Marks the document once the first page has hydrated (its models loaded, its handlers attached): until then the
 * server's HTML is on screen but a click on it does nothing. Browser tests wait for the mark before acting. */
export function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
