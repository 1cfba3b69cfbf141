/**
 * Ring skus and variant names as the store builds them. A design's url key ('solitaire-classic') names it by the
 * part before the first dash, and its sku is 'fw-{part}-er' ('fw-solitaire-er'). A variant's sku is the design's
 * sku, colour, metal and size joined by '-' ('fw-solitaire-er-Rose Gold-14K-6.5'), its name the design's name,
 * colour, metal and size joined the same way ('Classic Solitaire Ring-Rose Gold-14K-6.5'). A size of '0' is the
 * "I'm not sure" variant.
 */

export const ringDesignPart = (urlKey: string): string => {
  const dash = urlKey.indexOf('-');
  return dash === -1 ? urlKey : urlKey.slice(0, dash);
};

export const ringItemCode = (urlKey: string): string => `fw-${ringDesignPart(urlKey)}-er`;

export const NO_RING_SIZE = '0';
const SEPARATOR = '-';

const isMissing = (value: string | number | null | undefined): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A variant's sku. A colour written with dashes for spaces ('Rose-Gold', as it travels in an address) is the
 * catalogue's colour ('Rose Gold'); a missing size is the "not sure" size '0'. */
export const ringVariantCode = (itemCode: string, color: string, metal: string, size: string | number | null | undefined): string =>
  [itemCode, color.replace(/-/g, ' '), metal, isMissing(size) ? NO_RING_SIZE : String(size).trim()].join(SEPARATOR);

export const ringVariantName = (designName: string, color: string, metal: string, size: string): string => [designName, color, metal, size].join(SEPARATOR);

export interface RingNameParts {
  readonly name: string;
  readonly color?: string;
  readonly metal?: string;
  readonly size?: string;
}

/** A variant name read back: the last three parts are colour, metal and size, so that a design name holding a dash
 * ('Three-Stone-Rose Gold-14K-6') keeps it; with fewer than four parts, name, colour and metal in that order. */
export const splitRingName = (fullName: string): RingNameParts => {
  const parts = fullName.split(SEPARATOR).map((part) => part.trim());
  if (parts.length >= 4) {
    const [color, metal, size] = parts.slice(-3);
    return { name: parts.slice(0, -3).join(SEPARATOR), color, metal, size };
  }
  const [name = '', color, metal] = parts;
  return { name, ...(color === undefined ? {} : { color }), ...(metal === undefined ? {} : { metal }) };
};
