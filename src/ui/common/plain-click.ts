import type { MouseEvent } from 'react';

/** A click that follows a link in this tab: the main button, no modifier key (a middle, Ctrl/Cmd or Shift click opens
 * the link elsewhere and leaves this page as it is). */
export const isPlainClick = (event: MouseEvent<HTMLElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
