import type { MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';

/** The United States' part of the installed libphonenumber-js's metadata: its format version, calling code 1 for
 * the US alone, and the country's entry. */
export const usPhoneMetadataOf = (): MetadataJson => {
  const all = metadata as unknown as { version: number; countries: Record<string, unknown> };
  return { version: all.version, country_calling_codes: { 1: ['US'] }, countries: { US: all.countries.US }, nonGeographic: {} } as unknown as MetadataJson;
};
