import { ZIP_FIVE_DIGITS_MESSAGE } from '../shared/error-catalogue';
import { REQUIRED_MESSAGE } from '../shared/required-fields';

/** US zip codes: digits only, at most five. */
export const ZIP_MAX_DIGITS = 5;

export const sanitizeZip = (input: string | number): string =>
  String(input).replace(/\D/g, '').slice(0, ZIP_MAX_DIGITS);

/** The store takes a US zip of five digits: fewer is not a zip ('0210'), and the form keeps no more. */
export const zipError = (input: string | number | null | undefined): string | null => {
  const zip = input === null || input === undefined ? '' : String(input).trim();
  if (zip === '') return REQUIRED_MESSAGE;
  return /^\d{5}$/.test(zip) ? null : ZIP_FIVE_DIGITS_MESSAGE;
};
