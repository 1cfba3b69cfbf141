import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/** Whether the page's script runs here: false on the server and while the browser hydrates the server's HTML (both
 * render the same page), true from then on. A control that may only be disabled by the script that enables it again
 * (an empty coupon field's Apply) stays enabled for a shopper whose page has no script yet. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
