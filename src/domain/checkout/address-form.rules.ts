import { shopError, type ShopError } from '../shared/shop-error';
import { isBlank, REQUIRED_MESSAGE, requiredError, toFieldErrors, type FieldErrors } from '../shared/required-fields';
import { COUNTRY, isStateSelected, regionOf } from '../shared/us-states';
import { splitFullName, type Address } from './address';
import { phoneError } from './phone';

/* ---------- /shipping and /billing: one message listing every empty mandatory field ---------- */

/** The fields of the /shipping and /billing forms. Phone and zip are number inputs, so they may arrive as
 * numbers (NaN when left empty). */
export interface AddressFormValues {
  readonly fullName: string;
  readonly companyName: string;
  readonly address: string;
  readonly apt: string;
  readonly city: string;
  readonly state: string | number;
  readonly zip: string | number;
  readonly phone: string | number;
  readonly email: string;
  readonly customerId?: string | number | null;
  readonly type?: string | null;
}

export type AddressFormField = keyof AddressFormValues;

/** The spec lists the billing form as "the same rule, also excluding type"; the shipping form already excludes
 * type, so both end up with the same optional set. */
export const SHIPPING_OPTIONAL_FIELDS: readonly AddressFormField[] = ['companyName', 'apt', 'customerId', 'type'];
export const BILLING_OPTIONAL_FIELDS: readonly AddressFormField[] = ['companyName', 'apt', 'customerId', 'type'];

/** The names the message shows, in form order. */
export const ADDRESS_FIELD_LABELS: Readonly<Record<AddressFormField, string>> = {
  fullName: 'Full name',
  companyName: 'Company name',
  address: 'Address',
  apt: 'Apt',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  phone: 'Phone',
  email: 'Email',
  customerId: 'Customer id',
  type: 'Type',
};

export const MANDATORY_FIELDS_PREFIX = 'The following mandatory fields are empty: ';
export const MANDATORY_FIELDS_SEPARATOR = ', ';

export interface MandatoryFieldsError extends ShopError {
  readonly fields: readonly AddressFormField[];
}

const FORM_ORDER = Object.keys(ADDRESS_FIELD_LABELS) as AddressFormField[];

/** The state select's 'Select' option (0) counts as empty. */
const isEmptyFormValue = (field: AddressFormField, value: unknown): boolean =>
  field === 'state' ? !isStateSelected(value) : isBlank(value);

const mandatoryFieldsError = (
  values: Partial<AddressFormValues>,
  optional: readonly AddressFormField[],
): MandatoryFieldsError | null => {
  const fields = FORM_ORDER.filter((field) => !optional.includes(field) && isEmptyFormValue(field, values[field]));
  if (fields.length === 0) return null;
  const names = fields.map((field) => ADDRESS_FIELD_LABELS[field]).join(MANDATORY_FIELDS_SEPARATOR);
  return { ...shopError('CHECKOUT.MANDATORY_FIELDS_EMPTY', `${MANDATORY_FIELDS_PREFIX}${names}`), fields };
};

export const shippingFormError = (values: Partial<AddressFormValues>): MandatoryFieldsError | null =>
  mandatoryFieldsError(values, SHIPPING_OPTIONAL_FIELDS);

export const billingFormError = (values: Partial<AddressFormValues>): MandatoryFieldsError | null =>
  mandatoryFieldsError(values, BILLING_OPTIONAL_FIELDS);

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? '' : String(value).trim();

const streetOf = (address: string, apt: string | undefined): string[] =>
  [text(address), text(apt)].filter((line) => line !== '');

/** The address the platform stores for a valid form; null when the state is not one of the 50. The full name is
 * split at the first space; the rest is the panel's address. */
export const addressFromForm = (values: AddressFormValues): Address | null => {
  const { firstname, lastname } = splitFullName(values.fullName);
  return addressFromPanel({
    firstName: firstname,
    lastName: lastname,
    company: text(values.companyName),
    address: values.address,
    apt: values.apt,
    city: values.city,
    state: values.state,
    zip: text(values.zip),
    phone: text(values.phone),
    email: values.email,
  });
};

/* ---------- /shipping-billing: a 'Required' (or phone) message under each failing field ---------- */

export interface AddressPanelValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly company?: string;
  readonly address: string;
  readonly apt?: string;
  readonly city: string;
  readonly state: string | number;
  readonly zip: string;
  readonly phone: string;
  readonly email: string;
}

export type AddressPanel = 'billing' | 'shipping';

export const PANEL_REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'email',
] as const satisfies readonly (keyof AddressPanelValues)[];

export type PanelRequiredField = (typeof PANEL_REQUIRED_FIELDS)[number];
export type ShippingBillingField = `${AddressPanel}.${PanelRequiredField}`;

export interface ShippingBillingValues {
  readonly billing: Partial<AddressPanelValues>;
  readonly shipping: Partial<AddressPanelValues>;
  readonly sameAsBilling: boolean;
}

/** One field's message, also what the page shows on blur: the phone has its own rule, the state must not be
 * 'Select', every other field is 'Required' when its trimmed text is empty. */
export const panelFieldError = (field: PanelRequiredField, value: unknown): string | null => {
  if (field === 'phone') return phoneError(typeof value === 'number' || typeof value === 'string' ? value : null);
  if (field === 'state') return isStateSelected(value) ? null : REQUIRED_MESSAGE;
  return requiredError(value);
};

const panelErrors = (panel: AddressPanel, values: Partial<AddressPanelValues>) =>
  PANEL_REQUIRED_FIELDS.map((field) => [`${panel}.${field}` as ShippingBillingField, panelFieldError(field, values[field])] as const);

/** Billing is always checked; shipping only when it is not the same as billing. */
export const shippingBillingErrors = (values: ShippingBillingValues): FieldErrors<ShippingBillingField> | null =>
  toFieldErrors([
    ...panelErrors('billing', values.billing),
    ...(values.sameAsBilling ? [] : panelErrors('shipping', values.shipping)),
  ]);

/** The address of a valid panel; null when its state is not one of the 50. */
export const addressFromPanel = (values: AddressPanelValues): Address | null => {
  const region = regionOf(values.state);
  if (!region) return null;
  const company = text(values.company);
  return {
    firstname: text(values.firstName),
    lastname: text(values.lastName),
    ...(company === '' ? {} : { company }),
    street: streetOf(values.address, values.apt),
    city: text(values.city),
    region,
    country_id: COUNTRY.id,
    postcode: text(values.zip),
    telephone: text(values.phone),
    email: text(values.email),
  };
};

/** With same-as-billing checked the shipping address is the billing address. */
export const shippingPanelOf = (values: ShippingBillingValues): Partial<AddressPanelValues> =>
  values.sameAsBilling ? values.billing : values.shipping;
