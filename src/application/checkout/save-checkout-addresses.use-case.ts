import { catchError, map, switchMap, throwError, type Observable } from 'rxjs';
import type { BagTotals } from '../../domain/bag/bag-totals';
import type { Address } from '../../domain/checkout/address';
import { refusedIn } from '../../domain/checkout/address-refusal';
import type { AddressPanel } from '../../domain/checkout/address-form.rules';
import { DEFAULT_SHIPPING_METHOD } from '../../domain/checkout/shipping-method';
import type { CartRef } from '../bag/cart.repository.port';
import type { CheckoutCart } from './checkout-cart';
import type { CheckoutGateway, ShippingOption } from './checkout-gateway.port';

export interface CheckoutAddresses {
  readonly billing: Address;
  readonly shipping: Address;
  readonly sameAsBilling: boolean;
}

export const FREE_SHIPPING: ShippingOption = {
  carrierCode: DEFAULT_SHIPPING_METHOD.carrierCode,
  methodCode: DEFAULT_SHIPPING_METHOD.methodCode,
  label: DEFAULT_SHIPPING_METHOD.label,
  amount: 0,
};

/** A field the store refused is placed on the address that carried it. */
const refused = <T>(address: AddressPanel) => catchError<T, Observable<never>>((error: unknown) => throwError(() => refusedIn(error, address)));

/** The checkout's addresses go on the shopper's cart (spec section 2), with the free shipping method. */
export class SaveCheckoutAddresses {
  constructor(
    private readonly cart: CheckoutCart,
    private readonly gateway: CheckoutGateway,
  ) {}

  /** /shipping-billing: the billing address, then the shipping address and the free shipping method. */
  execute({ billing, shipping, sameAsBilling }: CheckoutAddresses): Observable<BagTotals> {
    return this.cart.onCart((cart) =>
      this.gateway.saveBillingAddress(cart, billing).pipe(
        refused('billing'),
        switchMap(() => this.shippingMethod(cart)),
        switchMap((method) =>
          this.gateway
            .saveShippingInformation(cart, { shipping: sameAsBilling ? billing : shipping, billing, sameAsBilling, method })
            .pipe(refused(sameAsBilling ? 'billing' : 'shipping')),
        ),
        map(({ totals }) => totals),
      ),
    );
  }

  /** /shipping: the shipping address with the free method; the store copies it to billing until one is given. */
  shippingOnly(address: Address): Observable<BagTotals> {
    return this.cart.onCart((cart) =>
      this.shippingMethod(cart).pipe(
        switchMap((method) => this.gateway.saveShippingInformation(cart, { shipping: address, sameAsBilling: true, method }).pipe(refused('shipping'))),
        map(({ totals }) => totals),
      ),
    );
  }

  /** /billing. */
  billingOnly(address: Address): Observable<void> {
    return this.cart.onCart((cart) => this.gateway.saveBillingAddress(cart, address).pipe(refused('billing')));
  }

  private shippingMethod(cart: CartRef): Observable<ShippingOption> {
    return this.gateway.shippingMethods(cart).pipe(
      map((methods) => methods.find((m) => m.carrierCode === FREE_SHIPPING.carrierCode && m.methodCode === FREE_SHIPPING.methodCode) ?? methods[0] ?? FREE_SHIPPING),
    );
  }
}
