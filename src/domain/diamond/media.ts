import type { Diamond } from './diamond';

/** One item of the detail page's media slider (spec section 3, media item). */
export interface MediaItem {
  readonly type: 'image' | 'video';
  readonly src: string;
  readonly label: string;
}

export const diamondPhotoUrl = (diamond: Diamond): string => `/media/diamonds/photos/${encodeURIComponent(diamond.diamond_id)}.svg`;

/** The slider shows, in order, the stone's video, the stock image of its shape and its own photo, each when there
 * is one. */
export const mediaItems = (diamond: Diamond): readonly MediaItem[] => [
  ...(diamond.has_video_file && diamond.video_url ? [{ type: 'video' as const, src: diamond.video_url, label: '360° video' }] : []),
  { type: 'image', src: diamond.image_file_url, label: `${diamond.shape} diamond` },
  ...(diamond.has_image_file ? [{ type: 'image' as const, src: diamondPhotoUrl(diamond), label: 'Photo of this diamond' }] : []),
];

/** Previous is disabled at the first item and next at the last. */
export const canShowPrevious = (index: number): boolean => index > 0;
export const canShowNext = (index: number, count: number): boolean => index < count - 1;
