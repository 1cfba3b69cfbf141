import type { Address } from '../../src/domain/checkout/address';
import { regionOf } from '../../src/domain/shared/us-states';

const texas = regionOf('TX');
if (!texas) throw new Error('Texas is one of the 50 states');

/** An address for tests: Ada Lovelace in Austin, TX, unless the test says otherwise. */
export const anAddress = (overrides: Partial<Address> = {}): Address => ({
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 Main St'],
  city: 'Austin',
  region: texas,
  countryId: 'US',
  postcode: '73301',
  telephone: '5125550100',
  email: 'ada@example.com',
  ...overrides,
});
