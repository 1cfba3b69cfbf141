import { catchError, map, of, switchMap, throwError, type Observable } from 'rxjs';
import { checkoutAddressesToKeep } from '../../domain/account/address-book';
import type { BagTotals } from '../../domain/bag/bag-totals';
import type { Address } from '../../domain/checkout/address';
import { refusedIn } from '../../domain/checkout/address-refusal';
import type { AddressPanel } from '../../domain/checkout/address-form.rules';
import { DEFAULT_SHIPPING_METHOD } from '../../domain/checkout/shipping-method';
import type { CartRef } from '../kernel/cart.repository.port';
import type { CheckoutCart } from './checkout-cart';
import type { AddressesToKeep, CheckoutGateway, ShippingOption } from './checkout-gateway.port';
import type { SavedAddresses } from './saved-addresses';

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

/**
 * The checkout's addresses go on the shopper's cart (spec section 2), with the free shipping method. A signed-in
 * customer's addresses that their address book does not hold yet are marked for it: the store adds them when the
 * order is placed, as the default of their kind when the customer has none (docs/adr/0033-checkout-addresses-kept-
 * when-the-order-is-placed.md), so an abandoned checkout leaves the book as it was.
 */
export class SaveCheckoutAddresses {
  constructor(
    private readonly cart: CheckoutCart,
    private readonly gateway: CheckoutGateway,
    private readonly saved: SavedAddresses,
  ) {}

  /** /shipping-billing: the billing address, then the shipping address and the free shipping method. */
  execute({ billing, shipping, sameAsBilling }: CheckoutAddresses): Observable<BagTotals> {
    const shipTo = sameAsBilling ? billing : shipping;
    return this.toKeep({ billing, shipping: shipTo, sameAsBilling }).pipe(
      switchMap((keep) =>
        this.cart.onCart((cart) =>
          this.gateway.saveBillingAddress(cart, billing, keep.billing).pipe(
            refused('billing'),
            switchMap(() => this.shippingMethod(cart)),
            switchMap((method) => this.gateway.saveShippingInformation(cart, { shipping: shipTo, billing, sameAsBilling, method, keep }).pipe(refused(sameAsBilling ? 'billing' : 'shipping'))),
            map(({ totals }) => totals),
          ),
        ),
      ),
    );
  }

  /** /shipping: the shipping address with the free method; the store copies it to billing until one is given. */
  shippingOnly(address: Address): Observable<BagTotals> {
    return this.toKeep({ shipping: address, sameAsBilling: true }).pipe(
      switchMap((keep) =>
        this.cart.onCart((cart) =>
          this.shippingMethod(cart).pipe(
            switchMap((method) => this.gateway.saveShippingInformation(cart, { shipping: address, sameAsBilling: true, method, keep }).pipe(refused('shipping'))),
            map(({ totals }) => totals),
          ),
        ),
      ),
    );
  }

  /** /billing. */
  billingOnly(address: Address): Observable<void> {
    return this.toKeep({ billing: address, sameAsBilling: false }).pipe(
      switchMap((keep) => this.cart.onCart((cart) => this.gateway.saveBillingAddress(cart, address, keep.billing).pipe(refused('billing')))),
    );
  }

  /** What the customer's address book lacks of these addresses; nothing for a guest, nor when the shop cannot tell
   * who the shopper is (the order then goes on without touching any book). */
  private toKeep(addresses: Parameters<typeof checkoutAddressesToKeep>[1]): Observable<AddressesToKeep> {
    return this.saved.customer().pipe(
      map((customer) => checkoutAddressesToKeep(customer?.addresses ?? null, addresses)),
      catchError(() => of({ billing: false, shipping: false })),
    );
  }

  private shippingMethod(cart: CartRef): Observable<ShippingOption> {
    return this.gateway.shippingMethods(cart).pipe(
      map((methods) => methods.find((m) => m.carrierCode === FREE_SHIPPING.carrierCode && m.methodCode === FREE_SHIPPING.methodCode) ?? methods[0] ?? FREE_SHIPPING),
    );
  }
}
