import { stoneCarat } from './carat';
import type { Diamond } from './diamond';
import { illustrationAlt, illustrationLabel, indefiniteArticle, shapeInWords } from './illustration-words';

/** What a picture of a stone is: the shop's drawing of it, or the supplier's photo or film of the stone itself. */
export type MediaKind = 'illustration' | 'photo' | 'video';

/** One item of the detail page's media slider (spec section 3, media item). */
export interface MediaItem {
  readonly type: 'image' | 'video';
  readonly kind: MediaKind;
  readonly src: string;
  /** What the slider's caption calls it. */
  readonly label: string;
  /** What a screen reader hears of the picture the item shows. */
  readonly alt: string;
}

/** The stone's illustration, drawn by the media service from its record. */
export const diamondIllustrationUrl = (diamond: Pick<Diamond, 'id'>): string => `/media/diamonds/illustrations/${encodeURIComponent(diamond.id)}.svg`;

/** The media service keeps what the shop draws, rather than films or photographs, under an `illustrations` folder
 * of its `/media` mount; anything else a record links to is the supplier's. */
const ILLUSTRATION_PATH = /^\/media\/(?:[^/?#]+\/)*illustrations\//;

export const isShopIllustration = (url: string): boolean => {
  try {
    return ILLUSTRATION_PATH.test(new URL(url, 'https://shop.invalid').pathname);
  } catch {
    return false;
  }
};

/** The color bands the shop's 360° illustrations are drawn in (the spec's quality icon bands). */
export type ColorBand = 'D–F' | 'G–J' | 'K–M';
export const colorBand = (color: string): ColorBand | undefined => {
  const grade = color.trim().toUpperCase();
  if (/^[DEF]$/.test(grade)) return 'D–F';
  if (/^[GHIJ]$/.test(grade)) return 'G–J';
  if (/^[KLM]$/.test(grade)) return 'K–M';
  return undefined;
};

/** '360° video of a round diamond, color band D–F (illustration)' for the shop's drawing; '360° video of this
 * diamond' for the supplier's film of the stone. */
export const videoLabel = (diamond: Pick<Diamond, 'shape' | 'color' | 'videoUrl'>): string => {
  if (!isShopIllustration(diamond.videoUrl)) return '360° video of this diamond';
  const shape = shapeInWords(diamond.shape);
  const band = colorBand(diamond.color);
  return `360° video of ${indefiniteArticle(shape)} ${shape} diamond${band ? `, color band ${band}` : ''} (illustration)`;
};

const illustration = (diamond: Diamond): MediaItem => ({
  type: 'image',
  kind: 'illustration',
  src: diamondIllustrationUrl(diamond),
  label: illustrationLabel(diamond),
  alt: illustrationAlt(diamond),
});

/**
 * The slider shows, in order, the stone's 360° video, its illustration and its photo. The illustration is always
 * there; the video and the photo only where the record says the stone has them (`hasVideo`,
 * `hasImage`, with their addresses), and a photo is the record's `imageUrl`. A video or photo the shop
 * drew itself is called an illustration, never a photo.
 */
export const mediaItems = (diamond: Diamond): readonly MediaItem[] => {
  const items: MediaItem[] = [];
  if (diamond.hasVideo && diamond.videoUrl) {
    items.push({ type: 'video', kind: isShopIllustration(diamond.videoUrl) ? 'illustration' : 'video', src: diamond.videoUrl, label: videoLabel(diamond), alt: illustrationAlt(diamond) });
  }
  items.push(illustration(diamond));
  // A drawing linked as the stone's image is the illustration the slider already shows.
  if (diamond.hasImage && diamond.imageUrl && !isShopIllustration(diamond.imageUrl)) {
    items.push({ type: 'image', kind: 'photo', src: diamond.imageUrl, label: 'Photo of this diamond', alt: `Photo of this ${stoneCarat(diamond.size)} ct ${shapeInWords(diamond.shape)} diamond` });
  }
  return items;
};

/** The one picture of a stone where it is shown small beside its description (a line of the bag): the supplier's
 * photo where the record has one, else the shop's illustration, each called what it is. */
export const diamondThumbnail = (diamond: Diamond): { readonly src: string; readonly alt: string } => {
  const photo = mediaItems(diamond).find((item) => item.kind === 'photo');
  return photo ? { src: photo.src, alt: 'Photo of this diamond' } : { src: diamondIllustrationUrl(diamond), alt: illustrationLabel(diamond) };
};

/** Previous is disabled at the first item and next at the last. */
export const canShowPrevious = (index: number): boolean => index > 0;
export const canShowNext = (index: number, count: number): boolean => index < count - 1;
