import type { ShopError } from '../shared/shop-error';
import type { AddressFormField, NameLayout } from './address-form';
import type { AddressPanel } from './address-form.rules';

/** The store refused one field of an address it was given (a zip it does not take, a blank city…): the form marks
 * that field with the store's message. `address` says which of the checkout's addresses holds it, once known. */
export interface AddressFieldRefused extends ShopError {
  readonly code: 'CHECKOUT.ADDRESS_FIELD_REFUSED';
  readonly field: AddressFormField;
  readonly address: AddressPanel | null;
}

export const addressFieldRefused = (field: AddressFormField, message: string, address: AddressPanel | null = null): AddressFieldRefused => ({
  code: 'CHECKOUT.ADDRESS_FIELD_REFUSED',
  message,
  field,
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
