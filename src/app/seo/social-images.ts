import { illustrationAlt } from '../../domain/diamond/media';
import type { Diamond } from '../../domain/diamond/diamond';

/** The picture a link preview shows of a page: a raster image (social networks show no SVG) at the 1200 × 630 the
 * networks crop to, with what it shows in words. */
export interface SocialImage {
  readonly url: string;
  readonly width: 1200;
  readonly height: 630;
  readonly type: 'image/png' | 'image/jpeg';
  readonly alt: string;
}

const CARD = { width: 1200, height: 630, type: 'image/png' } as const;

/** The shop's card, for every page that shows no one stone or ring: a file of the shop's own (`public/social/`,
 * made by `npm run media`), served by the storefront itself, so that it answers when a backend does not. */
export const SHOP_SOCIAL_IMAGE: SocialImage = {
  ...CARD,
  url: '/social/loupe.png',
  alt: 'Loupe: natural GIA-certified diamonds and engagement rings. Where BIG commitment meets SMART choices.',
};

/** A stone's card, drawn by the media service from its record: its illustration, weight and grades. */
export const diamondSocialImage = (diamond: Pick<Diamond, 'diamond_id' | 'shape' | 'size' | 'color'>): SocialImage => ({
  ...CARD,
  url: `/media/social/diamonds/${encodeURIComponent(diamond.diamond_id)}.png`,
  alt: illustrationAlt(diamond),
});

/** A ring design's card, drawn by the media service: the design in each metal color it is made in. */
export const ringSocialImage = (urlKey: string, name: string): SocialImage => ({
  ...CARD,
  url: `/media/social/rings/${encodeURIComponent(urlKey)}.png`,
  alt: `Illustration of the ${name} in each metal color it is made in`,
});
