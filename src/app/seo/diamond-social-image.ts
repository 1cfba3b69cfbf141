import { illustrationAlt } from '../../domain/diamond/illustration-words';
import type { Diamond } from '../../domain/diamond/diamond';
import type { SocialImage } from './page-meta';

/** A stone's link preview card, drawn by the media service from its record: its illustration, weight and grades,
 * a PNG of 1200 × 630. */
export const diamondSocialImage = (diamond: Pick<Diamond, 'id' | 'shape' | 'size' | 'color'>): SocialImage => ({
  url: `/media/social/diamonds/${encodeURIComponent(diamond.id)}.png`,
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: illustrationAlt(diamond),
});
