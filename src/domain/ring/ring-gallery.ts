import type { Ring } from './ring';
import type { RingChoice } from './ring-price';

/**
 * The pictures the ring builder shows for a choice: those of the design's variants in the chosen colour (the ring as
 * it will look; a variant of the chosen metal too when one has pictures), from the moment the colour is chosen, before
 * any size. A colour no variant with pictures takes, or a design whose variants are not known yet, shows the design's
 * own pictures.
 */
export const ringGallery = (ring: Pick<Ring, 'galleryUrls' | 'configurableOptions' | 'variants'>, choice: Pick<RingChoice, 'color' | 'metal'>): readonly string[] => {
  const indexOf = (code: string, label: string): number | undefined =>
    ring.configurableOptions.find((option) => option.code === code)?.values.find((value) => value.label === label.trim())?.valueIndex;
  const takes = (variant: Ring['variants'][number], code: string, index: number | undefined): boolean =>
    index !== undefined && variant.attributes.some((attribute) => attribute.code === code && attribute.valueIndex === index);
  const color = indexOf('ring_color', choice.color);
  if (color === undefined) return ring.galleryUrls;
  const metal = indexOf('ring_metal', choice.metal);
  const pictured = ring.variants.filter((variant) => (variant.gallery?.length ?? 0) > 0 && takes(variant, 'ring_color', color));
  const chosen = pictured.find((variant) => takes(variant, 'ring_metal', metal)) ?? pictured[0];
  return chosen?.gallery ?? ring.galleryUrls;
};

/** The 360° video of the ring in the chosen colour, or null when that colour is not filmed. */
export const ringVideo = (ring: Pick<Ring, 'colorVideos'>, color: string): string | null => ring.colorVideos?.[color.trim()] ?? null;
