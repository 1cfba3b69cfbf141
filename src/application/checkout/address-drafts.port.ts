import type { ServiceIdentifier } from 'inversify';
import type { ShippingBillingValues } from '../../domain/checkout/address-form.rules';

/** What a shopper typed into a checkout address form, kept for this browser tab only, so that a reload of the page
 * loses nothing (a guest's typing has nowhere else to live until it is sent). Keyed by the form. */
export interface AddressDrafts {
  read(form: string): ShippingBillingValues | null;
  save(form: string, values: ShippingBillingValues): void;
  clear(form: string): void;
}
export const AddressDrafts = Symbol.for('AddressDrafts') as ServiceIdentifier<AddressDrafts>;
