import type { DiamondId } from './diamond';

/** The detail page URL is /product-details/{encodedId}. The id is carried as unpadded URL-safe base64 of its
 * UTF-8 bytes, so any id survives a path segment unescaped and reads as an opaque token. */
export const PRODUCT_DETAILS_PATH = '/product-details';

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export const encodeDiamondId = (id: DiamondId): string => toBase64Url(new TextEncoder().encode(id));

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Null for anything that is not the exact encoding of a non-empty id: wrong alphabet, impossible length, bytes
 * that are not UTF-8, or a non-canonical spelling (which a hand-edited URL would produce). Padding is tolerated. */
export const decodeDiamondId = (encoded: string | null | undefined): DiamondId | null => {
  const token = (encoded ?? '').replace(/=+$/, '');
  if (!BASE64URL.test(token)) return null;
  try {
    const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const id = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return id !== '' && encodeDiamondId(id) === token ? id : null;
  } catch {
    return null;
  }
};

/** The query key that carries a pick's label to the detail page (`?pick=finest`): a link opened in a new tab or
 * before the page's script runs has no route state, so the label travels in the address. */
export const PICK_PARAM = 'pick';

/** A label as an address writes it: lowercase, a dash for a space ('best deal' → 'best-deal'). */
export const pickParam = (label: string): string => label.trim().toLowerCase().replace(/\s+/g, '-');

/** The detail page of a stone; with the label of the pick it was (FINEST…), which the page then shows. */
export const productDetailsPath = (id: DiamondId, featureLabel?: string | null): string =>
  `${PRODUCT_DETAILS_PATH}/${encodeDiamondId(id)}${featureLabel ? `?${PICK_PARAM}=${pickParam(featureLabel)}` : ''}`;

/** The stone a details address asks for. Without an id (`/product-details`) the page falls back to another stone
 * (the compared one, then the stored one); an id that is present but cannot be decoded asks for no stone at all,
 * so the page says it was not found instead of showing another stone. */
export const requestedDiamondId = (encoded: string | undefined, fallback: () => DiamondId | null): DiamondId | null =>
  encoded === undefined || encoded === '' ? fallback() : decodeDiamondId(encoded);
