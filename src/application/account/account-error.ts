import { shopError, type ShopError } from '../../domain/shared/shop-error';

/** The store's own message under the code of `fallback`, or `fallback` (a catalogue entry) when the store gave none. */
export const accountError = (error: unknown, fallback: ShopError): ShopError =>
  error instanceof Error && error.message ? shopError(fallback.code, error.message) : fallback;
