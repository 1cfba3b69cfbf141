import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/** False while the server renders and while the browser hydrates the server's HTML (both render the same page), true
 * from the render after; a view rendered in the browser from the start is hydrated at once. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
