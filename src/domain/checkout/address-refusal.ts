import { FIRST_AND_LAST_NAME_MESSAGE } from '../shared/error-catalogue';
import { fieldRefusalMessage, REFUSED_AS_INVALID, type FieldRefusalReason, type RefusedFieldKind } from '../shared/field-refusal';
import type { ShopError } from '../shared/shop-error';
import type { AddressFormField, NameLayout } from './address-form';
import type { AddressPanel } from './address-form.rules';

/** The store refused one field of an address it was given, for a reason the form could not foresee: the form marks
 * that field in the shop's plain words, never the store's template. `address` says which of the checkout's addresses
 * holds it, once known. */
export interface AddressFieldRefused extends ShopError {
  readonly code: 'CHECKOUT.ADDRESS_FIELD_REFUSED';
  readonly field: AddressFormField;
  readonly reason: FieldRefusalReason;
  readonly address: AddressPanel | null;
}

const FIELD_KINDS: Readonly<Record<AddressFormField, RefusedFieldKind>> = {
  fullName: 'name',
  firstName: 'name',
  lastName: 'name',
  company: 'company',
  address: 'street',
  apt: 'street',
  city: 'city',
  state: 'state',
  zip: 'zip',
  phone: 'phone',
  email: 'email',
};

/** The words a refused field shows: 'Required' for a missing one (on a full name, the first and last name it
 * needs), the length the store keeps for a long one, else the plain 'Please check …' of its kind. */
export const refusalMessage = (field: AddressFormField, reason: FieldRefusalReason): string =>
  field === 'fullName' && reason.kind === 'required' ? FIRST_AND_LAST_NAME_MESSAGE : fieldRefusalMessage(FIELD_KINDS[field], reason);

export const addressFieldRefused = (field: AddressFormField, reason: FieldRefusalReason = REFUSED_AS_INVALID, address: AddressPanel | null = null): AddressFieldRefused => ({
  code: 'CHECKOUT.ADDRESS_FIELD_REFUSED',
  message: refusalMessage(field, reason),
  field,
  reason,
  address,
});

export const isAddressFieldRefused = (value: unknown): value is AddressFieldRefused =>
  typeof value === 'object' && value !== null && (value as AddressFieldRefused).code === 'CHECKOUT.ADDRESS_FIELD_REFUSED';

/** The refusal placed on the address that was sent; one already placed keeps its place. */
export const refusedIn = (error: unknown, address: AddressPanel): unknown =>
  isAddressFieldRefused(error) && error.address === null ? { ...error, address } : error;

/** The form field that shows a refusal: a form asking one full name shows a refused first or last name there. */
export const refusedFormField = (refusal: AddressFieldRefused, layout: NameLayout): AddressFormField =>
  layout === 'full' && (refusal.field === 'firstName' || refusal.field === 'lastName') ? 'fullName' : refusal.field;
