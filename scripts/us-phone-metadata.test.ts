import { describe, expect, it } from 'vitest';
import { US_PHONE_METADATA } from '../src/domain/checkout/us-phone-metadata';
import { usPhoneMetadataOf } from './support/us-phone-metadata-subset';

describe('the US phone metadata the shop ships', () => {
  it('is the installed libphonenumber-js\'s own (else run: node --import tsx scripts/us-phone-metadata.ts)', () => {
    expect(US_PHONE_METADATA).toEqual(usPhoneMetadataOf());
  });
});
