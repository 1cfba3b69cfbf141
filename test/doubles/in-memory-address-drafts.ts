import type { AddressDrafts } from '../../src/application/checkout/address-drafts.port';
import type { ShippingBillingValues } from '../../src/domain/checkout/address-form.rules';

/** The drafts of the address forms in memory, for tests: one instance is one browser tab. */
export class InMemoryAddressDrafts implements AddressDrafts {
  readonly drafts = new Map<string, ShippingBillingValues>();

  read = (form: string): ShippingBillingValues | null => this.drafts.get(form) ?? null;
  save = (form: string, values: ShippingBillingValues): void => void this.drafts.set(form, values);
  clear = (form: string): void => void this.drafts.delete(form);
}
