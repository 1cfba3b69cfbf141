import { FILMED_RING_STYLES, diamondIllustrationVideoUrl, mediaSlug, ringVideoUrl } from '../../contracts/catalog';
import type { DiamondColorBand, FilmedRingStyle } from '../../contracts/catalog';
import type { RingColorLabel } from '../catalog/catalog-attributes';

export const slug = mediaSlug;
export type RingVideoStyle = FilmedRingStyle;
export const RING_VIDEO_STYLES = FILMED_RING_STYLES;

const MOUNT = '/media';
const underMount = (url: string): string => url.slice(MOUNT.length);

/** Where a stone's 360° illustration lives under `/media`: one per shape and color band,
 * `/videos/diamonds/illustrations/round-d-f.webm`. */
export const diamondVideoFile = (shape: string, band: DiamondColorBand): string => underMount(diamondIllustrationVideoUrl(shape, band));

/** Where a ring's 360° video lives under `/media`: one per ring style and metal color (the drawings differ by
 * style and color, not by design), `/videos/rings/halo-rose-gold.webm`. */
export const ringVideoFile = (style: RingVideoStyle, color: RingColorLabel): string => underMount(ringVideoUrl(style, color) ?? '');
