import { mandatoryFieldsEmptyError, MANDATORY_FIELDS_PREFIX } from '../shared/error-catalogue';
import type { ShopError } from '../shared/shop-error';
import { REQUIRED_MESSAGE, requiredError, toFieldErrors, type FieldErrors } from '../shared/required-fields';
import { isStateSelected } from '../shared/us-states';
import { isEmptyAddressField, type AddressFormField, type AddressFormValues } from './address-form';
import { phoneError } from './phone';

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

export const shippingFormError = oneAddressFormError;
export const billingFormError = oneAddressFormError;

/* ---------- /shipping-billing: a 'Required' (or phone) message under each failing field ---------- */

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
export type ShippingBillingField = `${AddressPanel}.${PanelRequiredField}`;

export interface ShippingBillingValues {
  readonly billing: AddressFormValues;
  readonly shipping: AddressFormValues;
  readonly sameAsBilling: boolean;
}

/** One field's message, also what the page shows on blur: the phone has its own rule, the state must not be
 * 'Select', every other field is 'Required' when its trimmed text is empty. */
export const panelFieldError = (field: PanelRequiredField, value: unknown): string | null => {
  if (field === 'phone') return phoneError(typeof value === 'number' || typeof value === 'string' ? value : null);
  if (field === 'state') return isStateSelected(value) ? null : REQUIRED_MESSAGE;
  return requiredError(value);
};

/** The messages of one panel's fields, keyed by their path in the page's form. */
export const panelErrors = (panel: AddressPanel, values: Partial<AddressFormValues>) =>
  PANEL_REQUIRED_FIELDS.map((field) => [`${panel}.${field}` as ShippingBillingField, panelFieldError(field, values[field])] as const);

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
