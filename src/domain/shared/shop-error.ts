import type { ShopErrorCode } from './error-catalogue';

/** An error the shopper may see: a stable code for programs and the user-facing message from the error catalogue
 * (`error-catalogue.ts`). Errors are values, never thrown strings. */
export interface ShopError {
  readonly code: ShopErrorCode;
  readonly message: string;
}

/** An error whose message is composed where it is raised (the store's own words, a form's rules); an error with
 * a fixed message is raised as its catalogue entry (`SHOP_ERRORS.…`). */
export const shopError = (code: ShopErrorCode, message: string): ShopError => ({ code, message });

export const isShopError = (value: unknown): value is ShopError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ShopError).code === 'string' &&
  typeof (value as ShopError).message === 'string';

/** Whether the failure is a service that could not answer (the page is asked for again later), not a refusal or a
 * thing that does not exist. */
export const isServiceDown = (error: unknown): boolean => isShopError(error) && error.code.endsWith('.SERVICE_DOWN');
