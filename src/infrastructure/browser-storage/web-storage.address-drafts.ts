import type { AddressDrafts } from '../../application/checkout/address-drafts.port';
import type { ShippingBillingValues } from '../../domain/checkout/address-form.rules';
import { EMPTY_ADDRESS_FORM } from '../../domain/checkout/address-form';
import { JsonStorage } from './json-storage';

const FIELDS = Object.keys(EMPTY_ADDRESS_FORM);
/** Longer than any address the store keeps: a value past it is no draft of the shop's. */
const MAX_FIELD_LENGTH = 1024;

const isAddressForm = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string' && ((value as Record<string, string>)[field] ?? '').length <= MAX_FIELD_LENGTH);

const isDraft = (value: unknown): value is ShippingBillingValues =>
  typeof value === 'object' &&
  value !== null &&
  isAddressForm((value as ShippingBillingValues).billing) &&
  isAddressForm((value as ShippingBillingValues).shipping) &&
  typeof (value as ShippingBillingValues).sameAsBilling === 'boolean';

/** The drafts of the checkout's address forms in the tab's session storage (`address_draft:{form}`): gone with the
 * tab, never sent anywhere. A value that is not a draft reads as none. */
export class WebStorageAddressDrafts implements AddressDrafts {
  readonly #storage: JsonStorage;

  constructor(session: Storage) {
    this.#storage = new JsonStorage(session);
  }

  read = (form: string): ShippingBillingValues | null => this.#storage.read(`address_draft:${form}`, isDraft);
  save = (form: string, values: ShippingBillingValues): void => this.#storage.write(`address_draft:${form}`, values);
  clear = (form: string): void => this.#storage.remove(`address_draft:${form}`);
}
