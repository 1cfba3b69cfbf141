/** US zip codes: digits only, at most five. */
export const ZIP_MAX_DIGITS = 5;

export const sanitizeZip = (input: string | number): string =>
  String(input).replace(/\D/g, '').slice(0, ZIP_MAX_DIGITS);
