/** Ring codes. A ring's url key ('solitaire-classic') names its design by the part before the first dash; the
 * design's base item code is 'fw-{part}-er' ('fw-solitaire-er'). */
export const ringDesignPart = (ringUrlKey: string): string => {
  const dash = ringUrlKey.indexOf('-');
  return dash === -1 ? ringUrlKey : ringUrlKey.slice(0, dash);
};

export const ringItemCode = (ringUrlKey: string): string => `fw-${ringDesignPart(ringUrlKey)}-er`;

export const NO_RING_SIZE = '0';
export const VARIANT_CODE_SEPARATOR = '-';

const isMissing = (value: string | number | null | undefined): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The configured variant's code: item code, colour, metal and size joined by '-', the same separator the variant
 * names use. The colour reaches the page from the URL with
 * dashes for spaces ('Rose-Gold') and goes back to the catalogue's spelling ('Rose Gold'); a missing size is '0'.
 *   ringVariantCode('fw-solitaire-er', 'Rose-Gold', '14K', '6.5') === 'fw-solitaire-er-Rose Gold-14K-6.5'
 *   ringVariantCode('fw-halo-er', 'White Gold', '14K', null)      === 'fw-halo-er-White Gold-14K-0' */
export const ringVariantCode = (
  itemCode: string,
  color: string,
  metal: string,
  size: string | number | null | undefined,
): string => {
  const sizePart = isMissing(size) ? NO_RING_SIZE : String(size).trim();
  return [itemCode, color.replace(/-/g, ' '), metal, sizePart].join(VARIANT_CODE_SEPARATOR);
};

/** The ring builder's variant of a design (by its url key) for a colour, metal and size.
 *   designVariantCode('solitaire-classic', 'White-Gold', '14K', '6.5') === 'fw-solitaire-er-White Gold-14K-6.5' */
export const designVariantCode = (ringUrlKey: string, color: string, metal: string, size: string | number | null | undefined): string =>
  ringVariantCode(ringItemCode(ringUrlKey), color, metal, size);
