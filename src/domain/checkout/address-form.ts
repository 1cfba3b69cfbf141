import { isBlank } from '../shared/required-fields';
import { COUNTRY, isStateSelected, regionOf, SELECT_STATE_OPTION } from '../shared/us-states';
import { joinFullName, splitFullName, type Address } from './address';
import { formatPhoneInput, usPhoneNumber } from './phone';
import { sanitizeZip } from './zip';

/**
 * How a form asks for the name: one 'Full name' split at the first space (the one-address pages /shipping and
 * /billing, also the account's editor), or first and last name apart (the panels of /shipping-billing).
 */
export type NameLayout = 'full' | 'split';

/**
 * Every address form of the shop, checkout and account alike. All values are text as the shopper sees them: the
 * zip keeps a leading zero ('02108', Boston) and the phone shows (617) 555-1234 however it was typed or pasted.
 */
export interface AddressFormValues {
  readonly fullName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string;
  readonly address: string;
  readonly apt: string;
  readonly city: string;
  /** A state code, or '0' for the dropdown's 'Select'. */
  readonly state: string;
  readonly zip: string;
  readonly phone: string;
  readonly email: string;
}

export type AddressFormField = keyof AddressFormValues;

/** The value of the state dropdown's 'Select' option. */
export const NO_STATE = String(SELECT_STATE_OPTION.value);

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  fullName: '',
  firstName: '',
  lastName: '',
  company: '',
  address: '',
  apt: '',
  city: '',
  state: NO_STATE,
  zip: '',
  phone: '',
  email: '',
};

const ADDRESS_FORM_FIELDS = Object.keys(EMPTY_ADDRESS_FORM) as AddressFormField[];

/** A saved address as the form's fields (the email given apart when the address has none); the empty form when
 * there is no address. */
export const addressFormOf = (address: Address | null | undefined, email = ''): AddressFormValues => ({
  fullName: address ? joinFullName(address) : '',
  firstName: address?.firstname ?? '',
  lastName: address?.lastname ?? '',
  company: address?.company ?? '',
  address: address?.street[0] ?? '',
  apt: address?.street.slice(1).join(', ') ?? '',
  city: address?.city ?? '',
  state: address?.region.code ?? NO_STATE,
  zip: sanitizeZip(address?.postcode ?? ''),
  phone: formatPhoneInput(address?.telephone ?? ''),
  email: address?.email || email,
});

const text = (value: string | undefined): string => (value ?? '').trim();

/** The address the platform stores for a valid form; null when the state is not one the shop delivers to. */
export const addressFromForm = (values: AddressFormValues, layout: NameLayout): Address | null => {
  const region = regionOf(values.state);
  if (!region) return null;
  const name = layout === 'full' ? splitFullName(values.fullName) : { firstname: text(values.firstName), lastname: text(values.lastName) };
  const company = text(values.company);
  return {
    ...name,
    ...(company === '' ? {} : { company }),
    street: [text(values.address), text(values.apt)].filter((line) => line !== ''),
    city: text(values.city),
    region,
    countryId: COUNTRY.id,
    postcode: text(values.zip),
    // A valid form's phone is already (617) 555-1234; whatever it holds otherwise goes as typed.
    telephone: usPhoneNumber(values.phone) ?? text(values.phone),
    email: text(values.email),
  };
};

/** Empty as the form sees it: blank text, or the state left at 'Select'. */
export const isEmptyAddressField = (field: AddressFormField, value: unknown): boolean =>
  field === 'state' ? !isStateSelected(value) : isBlank(value);

/**
 * The saved address (the cart's, or the customer's default) arrives after the form is on screen: it fills only the
 * fields the shopper has left empty, so nothing typed meanwhile is lost.
 */
export const prefillAddressForm = (current: AddressFormValues, saved: AddressFormValues): AddressFormValues =>
  Object.fromEntries(
    ADDRESS_FORM_FIELDS.map((field) => [field, isEmptyAddressField(field, current[field]) ? saved[field] : current[field]]),
  ) as unknown as AddressFormValues;
