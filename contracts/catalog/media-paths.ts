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

/**
 * The color bands the shop's 360° illustrations are drawn in: the spec's quality icon bands (D–F colorless, G–J
 * near colorless, K–M faint). A stone's illustrated video shows its shape turning in its band's tint.
 */
export const DIAMOND_COLOR_BANDS = [
  { name: 'D–F', grades: ['D', 'E', 'F'] },
  { name: 'G–J', grades: ['G', 'H', 'I', 'J'] },
  { name: 'K–M', grades: ['K', 'L', 'M'] },
] as const;
export type DiamondColorBand = (typeof DIAMOND_COLOR_BANDS)[number]['name'];

/** The band of a color grade, or undefined for a grade outside D–M. */
export const colorBandOf = (color: string): DiamondColorBand | undefined =>
  DIAMOND_COLOR_BANDS.find((band) => (band.grades as readonly string[]).includes(color.trim().toUpperCase()))?.name;

/**
 * Where the media service keeps what the shop draws rather than films or photographs: every such path has an
 * `illustrations` folder, so that the storefront can tell a drawing from a supplier's photo or video by its address
 * and label it as one.
 */
export const diamondIllustrationUrl = (diamondId: string): string => `/media/diamonds/illustrations/${encodeURIComponent(diamondId)}.svg`;

/** The 360° illustration of a shape in a color band: `/media/videos/diamonds/illustrations/round-d-f.webm`. */
export const diamondIllustrationVideoUrl = (shape: string, band: DiamondColorBand): string =>
  `/media/videos/diamonds/illustrations/${mediaSlug(shape)}-${mediaSlug(band)}.webm`;

/** The 1200 × 630 PNG a link preview shows of a stone and of a ring design. */
export const diamondSocialImageUrl = (diamondId: string): string => `/media/social/diamonds/${encodeURIComponent(diamondId)}.png`;
export const ringSocialImageUrl = (urlKey: string): string => `/media/social/rings/${encodeURIComponent(urlKey)}.png`;
