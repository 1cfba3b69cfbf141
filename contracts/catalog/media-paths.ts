/**
 * Where the media mount keeps the 360° videos. The store's catalogue names a ring's pictures but not its videos:
 * every ring style is filmed in each metal colour, so the video of a ring follows from its style (the `ring_options`
 * label) and the chosen colour, on the same `/media` mount the pictures are on.
 */

/** `White Gold` → `white-gold`, `Pavé` → `pave`, `Three Stone` → `three-stone`. */
export const mediaSlug = (label: string): string =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The ring styles that are filmed (a bridal set is a pair of rings of the other styles, and has no video). */
export const FILMED_RING_STYLES = ['Solitaire', 'Halo', 'Pavé', 'Three Stone', 'Vintage'] as const;
export type FilmedRingStyle = (typeof FILMED_RING_STYLES)[number];
export const FILMED_RING_COLORS = ['Rose Gold', 'White Gold', 'Yellow Gold'] as const;

/** `/media/videos/rings/halo-rose-gold.webm`, or undefined for a style or colour that is not filmed. */
export function ringVideoUrl(style: string, color: string): string | undefined {
  const filmedStyle = FILMED_RING_STYLES.find((known) => known === style.trim());
  const filmedColor = FILMED_RING_COLORS.find((known) => known === color.trim());
  return filmedStyle && filmedColor ? `/media/videos/rings/${mediaSlug(filmedStyle)}-${mediaSlug(filmedColor)}.webm` : undefined;
}

/** A filmed stone's video_url on the media mount: `/media/videos/diamonds/round.webm`. */
export const diamondVideoUrl = (shape: string): string => `/media/videos/diamonds/${mediaSlug(shape)}.webm`;
