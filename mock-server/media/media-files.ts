import type { RingColorLabel, RingOptionLabel } from '../catalog/catalog-attributes';

/** `White Gold` → `white-gold`, `Pavé` → `pave`, `Three Stone` → `three-stone`. */
export const slug = (label: string): string =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A ring style that has a drawing of its own (a bridal set is a pair of rings of the other styles). */
export type RingVideoStyle = Exclude<RingOptionLabel, 'Bridal Set'>;

export const ringVideoStyles = (labels: readonly RingOptionLabel[]): RingVideoStyle[] =>
  labels.filter((label): label is RingVideoStyle => label !== 'Bridal Set');

/** Where a stone's 360° video lives under `/media`: one per shape, `/videos/diamonds/round.webm`. */
export const diamondVideoFile = (shape: string): string => `/videos/diamonds/${slug(shape)}.webm`;

/** Where a ring's 360° video lives under `/media`: one per ring style and metal colour (the drawings differ by
 * style and colour), `/videos/rings/halo-rose-gold.webm`. */
export const ringVideoFile = (style: RingVideoStyle, color: RingColorLabel): string => `/videos/rings/${slug(style)}-${slug(color)}.webm`;
