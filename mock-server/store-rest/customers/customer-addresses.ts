import { nextId } from '../../db/sequences';
import type { Sequences } from '../../db/sequences';
import type { Customer, CustomerAddress, CustomerRegion } from './customer';
import { usRegionById, usRegionByCode } from '../directory/us-regions';
import { customerErrors } from './customer-errors';
import type { CustomerAddressInput } from './customer.request';

/*
 * Changes to a customer's address book, made inside one `store.update` callback. A customer has at most one
 * default billing and one default shipping address: setting a default on one address clears it on the others.
 */

/** Adds an address (new id) and returns it. */
export function addAddress(customer: Customer, sequences: Sequences, input: CustomerAddressInput): CustomerAddress {
  const address = addressFrom(nextId(sequences, 'customerAddress'), input, undefined);
  customer.addresses.push(address);
  applyDefaults(customer, address);
  return address;
}

/** Replaces the customer's address of `input.id`; another customer's id (or an unknown one) is the 404. */
export function updateAddress(customer: Customer, input: CustomerAddressInput): CustomerAddress {
  const index = customer.addresses.findIndex((address) => address.id === input.id);
  const current = customer.addresses[index];
  if (!current) throw customerErrors.addressNotFound(String(input.id ?? ''));
  const address = addressFrom(current.id, input, current);
  customer.addresses[index] = address;
  applyDefaults(customer, address);
  return address;
}

export function deleteAddress(customer: Customer, addressId: number, addressIdText: string): void {
  const index = customer.addresses.findIndex((address) => address.id === addressId);
  if (index < 0) throw customerErrors.addressNotFound(addressIdText);
  customer.addresses.splice(index, 1);
}

/** Saves the address as the default billing address: the one of `input.id`, or a new one. */
export function saveDefaultBilling(customer: Customer, sequences: Sequences, input: CustomerAddressInput): CustomerAddress {
  const withDefault = { ...input, default_billing: true };
  return input.id === undefined ? addAddress(customer, sequences, withDefault) : updateAddress(customer, withDefault);
}

/** The stored address; a flag left out keeps its value on an update (false on a new address). */
function addressFrom(id: number, input: CustomerAddressInput, current: CustomerAddress | undefined): CustomerAddress {
  return {
    id,
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company ?? null,
    street: typeof input.street === 'string' ? input.street.split('\n') : [...input.street],
    city: input.city,
    region: regionFrom(input),
    country_id: 'US',
    postcode: input.postcode,
    telephone: input.telephone,
    default_billing: input.default_billing ?? current?.default_billing ?? false,
    default_shipping: input.default_shipping ?? current?.default_shipping ?? false,
  };
}

/** The region as the store's directory names it: a code alone gets its name and id, an id its code and name. */
function regionFrom(input: CustomerAddressInput): CustomerRegion {
  const region = input.region;
  const code = typeof region === 'string' ? region : region?.region_code;
  const id = (typeof region === 'string' ? null : region?.region_id) ?? input.region_id;
  const known = (id === null || id === undefined ? undefined : usRegionById(id)) ?? (code ? usRegionByCode(code) : undefined);
  if (known) return { region_code: known.code, region: known.name, region_id: known.id };
  return { region_code: code ?? null, region: (typeof region === 'string' ? region : region?.region) ?? code ?? null, region_id: id ?? null };
}

function applyDefaults(customer: Customer, chosen: CustomerAddress): void {
  for (const address of customer.addresses) {
    if (address === chosen) continue;
    if (chosen.default_billing) address.default_billing = false;
    if (chosen.default_shipping) address.default_shipping = false;
  }
}
