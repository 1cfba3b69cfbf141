// Writes src/domain/checkout/us-phone-metadata.ts: the part of libphonenumber-js's own metadata (metadata.min.json)
// the shop reads US phone numbers with, so that the browser loads the United States' rules and not every
// country's (ADR 0026). Run after updating libphonenumber-js: `node --import tsx scripts/us-phone-metadata.ts`.
import { writeFileSync } from 'node:fs';
import { usPhoneMetadataOf } from './support/us-phone-metadata-subset';

const TARGET = 'src/domain/checkout/us-phone-metadata.ts';

const metadata = usPhoneMetadataOf();
writeFileSync(
  TARGET,
  `import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * The United States' entry of libphonenumber-js's metadata.min.json (its format version ${metadata.version}), the only
 * country the shop reads phone numbers for: a number of another country code is not found in it and so is refused.
 * Written by scripts/us-phone-metadata.ts from the installed package; its test says when the package's differs.
 */
export const US_PHONE_METADATA: MetadataJson = ${JSON.stringify(metadata)};
`,
);
console.log(`Wrote ${TARGET}.`);
