import type { Address } from '../../domain/checkout/address';
import type { AddressFormField } from '../../domain/checkout/address-form';
import { addressFieldRefused } from '../../domain/checkout/address-refusal';
import { regionOf } from '../../domain/shared/us-states';
import type { CartAddressInputWire, CartAddressWire, CustomerAddressInputWire, CustomerAddressWire } from '../../../contracts/store/rest';
import { MagentoRequestError, refusedFieldOf } from './magento-request.error';

/** The cart's address, or null while it is the empty one a new cart (or the bag's add) leaves: without a name
 * and a US state there is nothing a form could start from. */
export const fromMagentoAddress = (dto: CartAddressWire | null | undefined): Address | null => {
  if (!dto?.firstname) return null;
  const region = regionOf(dto.region_code);
  if (!region) return null;
  return { ...commonFields(dto, region), ...(dto.email ? { email: dto.email } : {}) };
};

/** What a cart address and a saved address share: the name, company, street lines, city, state, ZIP and phone. */
const commonFields = (
  dto: Pick<CartAddressWire, 'firstname' | 'lastname' | 'company' | 'street' | 'city' | 'postcode' | 'telephone'>,
  region: Address['region'],
): Address => {
  const company = dto.company?.trim();
  return {
    firstname: dto.firstname ?? '',
    lastname: dto.lastname ?? '',
    ...(company ? { company } : {}),
    street: (dto.street ?? []).filter((line) => line.trim() !== ''),
    city: dto.city ?? '',
    region,
    countryId: 'US',
    postcode: String(dto.postcode ?? ''),
    telephone: String(dto.telephone ?? ''),
  };
};

/** The address block Magento takes on billing-address and shipping-information; `keep` marks it for the customer's
 * address book (Magento's `save_in_address_book`, honoured when the order is placed). */
export const toMagentoAddress = (address: Address, email?: string, keep = false): CartAddressInputWire => ({
  firstname: address.firstname,
  lastname: address.lastname,
  ...(address.company ? { company: address.company } : {}),
  street: [...address.street],
  city: address.city,
  region: address.region.name,
  region_id: address.region.id,
  region_code: address.region.code,
  country_id: address.countryId,
  postcode: address.postcode,
  telephone: address.telephone,
  ...((address.email ?? email) ? { email: address.email ?? email } : {}),
  ...(keep ? { save_in_address_book: 1 as const } : {}),
});

/** A saved address of the customer; null for one outside the 50 states, which no form of the shop could show. */
export const fromMagentoCustomerAddress = (dto: CustomerAddressWire): Address | null => {
  const region = regionOf(dto.region?.region_code);
  if (!region) return null;
  return {
    ...(typeof dto.id === 'number' ? { id: dto.id } : {}),
    ...commonFields(dto, region),
    ...(dto.default_billing ? { defaultBilling: true } : {}),
    ...(dto.default_shipping ? { defaultShipping: true } : {}),
  };
};

/** The address block of `customers/me/address`: the region as Magento's object, the postcode as text. */
export const toMagentoCustomerAddress = (address: Address): CustomerAddressInputWire => ({
  ...(address.id ? { id: address.id } : {}),
  firstname: address.firstname,
  lastname: address.lastname,
  ...(address.company ? { company: address.company } : {}),
  street: [...address.street],
  city: address.city,
  region: { region_code: address.region.code, region: address.region.name, region_id: address.region.id },
  region_id: address.region.id,
  country_id: address.countryId,
  postcode: address.postcode,
  telephone: address.telephone,
  ...(address.defaultBilling === undefined ? {} : { default_billing: address.defaultBilling }),
  ...(address.defaultShipping === undefined ? {} : { default_shipping: address.defaultShipping }),
});

/** Magento names the refused field of an address (`"%fieldName" is required…`, `Invalid value of "%value"
 * provided for the %fieldName field.`) with its own names: these are the form's. */
export const FORM_FIELDS: Readonly<Record<string, AddressFormField>> = {
  firstname: 'firstName',
  lastname: 'lastName',
  company: 'company',
  street: 'address',
  city: 'city',
  region: 'state',
  region_id: 'state',
  regionId: 'state',
  region_code: 'state',
  postcode: 'zip',
  telephone: 'phone',
  email: 'email',
};

/** Magento's length refusal (`"%1" length must be equal or less than %2 characters.`) names the field by its
 * attribute's store label. */
export const FORM_FIELDS_BY_LABEL: Readonly<Record<string, AddressFormField>> = {
  'First Name': 'firstName',
  'Last Name': 'lastName',
  Company: 'company',
  'Street Address': 'address',
  City: 'city',
  'Phone Number': 'phone',
  'Zip/Postal Code': 'zip',
  Email: 'email',
};

/** The store's refusal of one address field as the shop's typed refusal, in the shop's words; any other failure
 * unchanged. */
export const toAddressRefusal = (error: unknown): unknown => {
  if (!(error instanceof MagentoRequestError)) return error;
  const refused = refusedFieldOf(error, FORM_FIELDS, FORM_FIELDS_BY_LABEL);
  return refused ? addressFieldRefused(refused.field, refused.reason) : error;
};
