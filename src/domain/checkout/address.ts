import type { Region } from '../shared/us-states';

/** A postal address as the store platform keeps it on customers and carts. */
export interface Address {
  readonly id?: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly company?: string;
  readonly street: readonly string[];
  readonly city: string;
  readonly region: Region;
  readonly countryId: 'US';
  readonly postcode: string;
  readonly telephone: string;
  readonly email?: string;
  readonly defaultBilling?: boolean;
  readonly defaultShipping?: boolean;
}

export interface PersonName {
  readonly firstname: string;
  readonly lastname: string;
}

/** The single 'full name' field is split at the first space: the first word is the first name and everything
 * after it the last name, so 'Mary Ann Smith' keeps 'Ann Smith' rather than losing 'Smith'. Runs of spaces count as
 * one; a single word leaves the last name empty. */
export const splitFullName = (fullName: string): PersonName => {
  const words = fullName.trim().split(/\s+/).filter((word) => word !== '');
  const [firstname = '', ...rest] = words;
  return { firstname, lastname: rest.join(' ') };
};

export const joinFullName = (name: PersonName): string => [name.firstname, name.lastname].join(' ').trim();
