import { shopError, type ShopError } from '../../domain/shared/shop-error';

/** A store's answer that says the request was incomplete (a blank field), not refused: the HTTP status 400. */
const incomplete = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 400;

/** The store's own message under the code of `fallback`, or `fallback` (a catalogue entry) when the store gave none.
 * A request the store found incomplete keeps its words under `ACCOUNT.INVALID`: nothing was refused yet. */
export const accountError = (error: unknown, fallback: ShopError): ShopError =>
  error instanceof Error && error.message ? shopError(incomplete(error) ? 'ACCOUNT.INVALID' : fallback.code, error.message) : fallback;
