import type { SocialImage } from './page-meta';

/** A ring design's link preview card, drawn by the media service: the design in each metal color it is made in, a
 * PNG of 1200 × 630. */
export const ringSocialImage = (urlKey: string, name: string): SocialImage => ({
  url: `/media/social/rings/${encodeURIComponent(urlKey)}.png`,
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `Illustration of the ${name} in each metal color it is made in`,
});
