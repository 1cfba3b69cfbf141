import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { BagTotals } from '../../domain/bag/bag-totals';
import type { Address } from '../../domain/checkout/address';
import type { CartRef } from '../kernel/cart.repository.port';

export interface ShippingOption {
  readonly carrierCode: string;
  readonly methodCode: string;
  readonly label: string;
  readonly amount: number;
}

export interface ShippingInformation {
  readonly shipping: Address;
  /** Sent when the shopper gave a separate billing address; otherwise the store keeps or copies one. */
  readonly billing?: Address;
  readonly sameAsBilling: boolean;
  readonly method: ShippingOption;
  /** Which addresses the store adds to the customer's address book when the order is placed. */
  readonly keep?: AddressesToKeep;
}

/** The addresses of a customer's checkout the store keeps in their address book once the order is placed. */
export interface AddressesToKeep {
  readonly billing: boolean;
  readonly shipping: boolean;
}

/** The store platform's checkout steps on a cart before the payment (Magento's billing-address, shipping-methods,
 * shipping-information and collect-totals calls). Failures carry the store's message. */
export interface CheckoutGateway {
  /** The cart's billing and shipping addresses, each null while it is still empty. */
  addresses(cart: CartRef): Observable<{ readonly billing: Address | null; readonly shipping: Address | null }>;
  /** `keep`: the store adds the address to the customer's address book when the order is placed. */
  saveBillingAddress(cart: CartRef, address: Address, keep?: boolean): Observable<void>;
  shippingMethods(cart: CartRef): Observable<readonly ShippingOption[]>;
  /** Sets the shipping address and method; answers the totals and the payment methods on offer. */
  saveShippingInformation(cart: CartRef, information: ShippingInformation): Observable<{ readonly totals: BagTotals; readonly paymentMethods: readonly string[] }>;
  /** The customer's cart only: totals recollected for the chosen payment and shipping method. */
  collectTotals(cart: CartRef, paymentMethod: string, method: ShippingOption): Observable<BagTotals>;
}
export const CheckoutGateway = Symbol.for('CheckoutGateway') as ServiceIdentifier<CheckoutGateway>;
