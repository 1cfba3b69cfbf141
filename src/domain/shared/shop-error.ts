/** An error the shopper may see: a stable code for programs and the user-facing message from the spec's
 * error catalogue. Errors are values, never thrown strings. */
export interface ShopError {
  readonly code: string;
  readonly message: string;
}

export const shopError = (code: string, message: string): ShopError => ({ code, message });

export const isShopError = (value: unknown): value is ShopError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ShopError).code === 'string' &&
  typeof (value as ShopError).message === 'string';
