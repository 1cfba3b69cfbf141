import { RING_COLOR_LABELS } from './catalog-attributes';
import type { RingColorLabel } from './catalog-attributes';

/** The three pictures of a ring in one colour. */
export const RING_VIEWS = ['front', 'side', 'top'] as const;
export type RingView = (typeof RING_VIEWS)[number];

const colorSlug = (color: RingColorLabel): string => color.toLowerCase().replace(/\s+/g, '-');

/** Where a ring picture lives under `/media`: `/rings/solitaire-classic/rose-gold-front.svg`. */
export function ringImageFile(urlKey: string, color: RingColorLabel, view: RingView): string {
  return `/rings/${urlKey}/${colorSlug(color)}-${view}.svg`;
}

/** Reads `rose-gold-front.svg` back into its colour and view; undefined for any other name. */
export function parseRingImageName(fileName: string): { color: RingColorLabel; view: RingView } | undefined {
  for (const color of RING_COLOR_LABELS) {
    for (const view of RING_VIEWS) {
      if (fileName === `${colorSlug(color)}-${view}.svg`) return { color, view };
    }
  }
  return undefined;
}
