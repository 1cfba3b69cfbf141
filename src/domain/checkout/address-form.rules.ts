import { emailFieldError } from '../shared/email-field.rules';
import { FIRST_AND_LAST_NAME_MESSAGE, mandatoryFieldsEmptyError, MANDATORY_FIELDS_PREFIX } from '../shared/error-catalogue';
import type { ShopError } from '../shared/shop-error';
import { isBlank, REQUIRED_MESSAGE, requiredError, toFieldErrors, type FieldErrors } from '../shared/required-fields';
import { tooLongError } from '../shared/text-length';
import { isStateSelected } from '../shared/us-states';
import { splitFullName } from './address';
import { isEmptyAddressField, type AddressFormField, type AddressFormValues } from './address-form';
import { phoneError } from './phone';
import { zipError } from './zip';

/* ---------- every field: what the store would refuse, said on the field before anything is sent ---------- */

/** The full name the store keeps as a first and a last name: both are needed, each within the store's length. */
const fullNameError = (value: string): string | null => {
  const { firstname, lastname } = splitFullName(value);
  if (lastname === '') return FIRST_AND_LAST_NAME_MESSAGE;
  return tooLongError(firstname) ?? tooLongError(lastname);
};

/**
 * One field's message for what the shopper typed: 'Required' when a field the store needs is blank, else what the
 * store would refuse: a single word as the full name (the store needs a last name), a text past Magento's 255
 * characters, a zip that is not five digits, a phone that is not a US number, an email that is not one. The
 * optional company and apartment have only the length rule.
 */
export const addressFieldError = (field: AddressFormField, value: unknown): string | null => {
  const text = typeof value === 'string' ? value : '';
  switch (field) {
    case 'phone':
      return phoneError(typeof value === 'number' || typeof value === 'string' ? value : null);
    case 'state':
      return isStateSelected(value) ? null : REQUIRED_MESSAGE;
    case 'zip':
      return zipError(typeof value === 'number' || typeof value === 'string' ? value : null);
    case 'email':
      return emailFieldError(value);
    case 'fullName':
      return requiredError(value) ?? fullNameError(text);
    case 'company':
    case 'apt':
      return tooLongError(value);
    default:
      return requiredError(value) ?? tooLongError(value);
  }
};

/* ---------- /shipping and /billing: one message listing every empty mandatory field ---------- */

/** The fields of the one-address form (/shipping, /billing and the account's editor) a shopper must fill, in form
 * order: all but the company and the apartment (the spec's customer id and type are never typed). */
export const ONE_ADDRESS_REQUIRED_FIELDS = ['fullName', 'address', 'city', 'state', 'zip', 'phone', 'email'] as const satisfies readonly AddressFormField[];

/** The names the message shows. */
export const ADDRESS_FIELD_LABELS: Readonly<Record<AddressFormField, string>> = {
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company name',
  address: 'Address',
  apt: 'Apt',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  phone: 'Phone',
  email: 'Email',
};

export { MANDATORY_FIELDS_PREFIX };
export const MANDATORY_FIELDS_SEPARATOR = ', ';

export interface MandatoryFieldsError extends ShopError {
  readonly fields: readonly AddressFormField[];
}

/** The spec lists the billing form as "the same rule, also excluding type": both forms ask the same fields. */
export const oneAddressFormError = (values: Partial<AddressFormValues>): MandatoryFieldsError | null => {
  const fields = ONE_ADDRESS_REQUIRED_FIELDS.filter((field) => isEmptyAddressField(field, values[field]));
  if (fields.length === 0) return null;
  const names = fields.map((field) => ADDRESS_FIELD_LABELS[field]).join(MANDATORY_FIELDS_SEPARATOR);
  return { ...mandatoryFieldsEmptyError(names), fields };
};

/** The fields of the one-address form, in form order. */
export const ONE_ADDRESS_FIELDS = ['fullName', 'company', 'address', 'apt', 'city', 'state', 'zip', 'phone', 'email'] as const satisfies readonly AddressFormField[];

/** A filled field's message on the one-address form: an empty one is left to the form's one message of the spec. */
export const oneAddressFieldError = (field: AddressFormField, value: unknown): string | null =>
  isBlank(value) || (field === 'state' && !isStateSelected(value)) ? null : addressFieldError(field, value);

/** The one-address form's filled fields the store would refuse, each with its message; null when there are none. */
export const oneAddressFieldErrors = (values: Partial<AddressFormValues>): FieldErrors<AddressFormField> | null =>
  toFieldErrors(ONE_ADDRESS_FIELDS.map((field) => [field, oneAddressFieldError(field, values[field])] as const));

/* ---------- /shipping-billing: a message under each failing field ---------- */

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
] as const satisfies readonly AddressFormField[];

export type PanelRequiredField = (typeof PANEL_REQUIRED_FIELDS)[number];

export interface ShippingBillingValues {
  readonly billing: AddressFormValues;
  readonly shipping: AddressFormValues;
  readonly sameAsBilling: boolean;
}

/** The fields of a panel, in form order: the required ones and the optional company and apartment. */
export const PANEL_FIELDS = ['firstName', 'lastName', 'company', 'address', 'apt', 'city', 'state', 'zip', 'phone', 'email'] as const satisfies readonly AddressFormField[];

export type PanelField = (typeof PANEL_FIELDS)[number];

/** One field's message, also what the page shows on blur: 'Required' when a required field's trimmed text is empty
 * (the state left at 'Select'), the phone's own rule, and what the store would refuse (`addressFieldError`). */
export const panelFieldError = (field: PanelField, value: unknown): string | null => addressFieldError(field, value);

export type ShippingBillingField = `${AddressPanel}.${PanelField}`;

/** The messages of one panel's fields, keyed by their path in the page's form. */
export const panelErrors = (panel: AddressPanel, values: Partial<AddressFormValues>) =>
  PANEL_FIELDS.map((field) => [`${panel}.${field}` as ShippingBillingField, panelFieldError(field, values[field])] as const);

/** Billing is always checked; shipping only when it is not the same as billing. */
export const shippingBillingErrors = (values: {
  readonly billing: Partial<AddressFormValues>;
  readonly shipping: Partial<AddressFormValues>;
  readonly sameAsBilling: boolean;
}): FieldErrors<ShippingBillingField> | null =>
  toFieldErrors([
    ...panelErrors('billing', values.billing),
    ...(values.sameAsBilling ? [] : panelErrors('shipping', values.shipping)),
  ]);

/** With same-as-billing checked the shipping address is the billing address. */
export const shippingPanelOf = <T>(values: { readonly billing: T; readonly shipping: T; readonly sameAsBilling: boolean }): T =>
  values.sameAsBilling ? values.billing : values.shipping;
