import { catchError, map, throwError, type Observable } from 'rxjs';
import type { CartRef } from '../../application/kernel/cart.repository.port';
import type { CheckoutGateway, ShippingInformation, ShippingOption } from '../../application/checkout/checkout-gateway.port';
import type { BagTotals } from '../../domain/bag/bag-totals';
import type { Address } from '../../domain/checkout/address';
import type { CollectTotalsRequestWire, ShippingInformationRequestWire } from '../../../contracts/store/rest';
import { addressIdSchema, cartSchema, cartTotalsSchema, paymentDetailsSchema, shippingMethodsSchema } from './store-rest.schemas';
import { fromMagentoAddress, toAddressRefusal, toMagentoAddress } from './magento-address.mapper';
import { cartPath, toCartTotals } from './magento-cart.repository';
import type { MagentoHttpClient } from './magento-http-client';

/** The checkout steps of Magento 2.4's REST API on a guest cart or the customer's cart, up to the payment; the
 * order itself is placed through GraphQL (magento-graphql/magento-store-orders.ts). */
export class MagentoCheckoutGateway implements CheckoutGateway {
  constructor(private readonly http: MagentoHttpClient) {}

  addresses(cart: CartRef): Observable<{ billing: Address | null; shipping: Address | null }> {
    return this.http.get(cartPath(cart), cartSchema).pipe(
      map((dto) => ({
        billing: fromMagentoAddress(dto.billing_address),
        shipping: fromMagentoAddress(dto.extension_attributes?.shipping_assignments?.[0]?.shipping?.address),
      })),
    );
  }

  saveBillingAddress(cart: CartRef, address: Address, keep = false): Observable<void> {
    return this.http.post(`${cartPath(cart)}/billing-address`, { address: toMagentoAddress(address, undefined, keep) }, addressIdSchema).pipe(
      map(() => undefined),
      catchError((error: unknown) => throwError(() => toAddressRefusal(error))),
    );
  }

  shippingMethods(cart: CartRef): Observable<readonly ShippingOption[]> {
    return this.http.get(`${cartPath(cart)}/shipping-methods`, shippingMethodsSchema).pipe(
      map((methods) =>
        methods
          .filter((method) => method.available !== false)
          .map((method) => ({ carrierCode: method.carrier_code, methodCode: method.method_code, label: method.method_title ?? method.carrier_title ?? '', amount: method.amount ?? 0 })),
      ),
    );
  }

  saveShippingInformation(cart: CartRef, information: ShippingInformation): Observable<{ totals: BagTotals; paymentMethods: readonly string[] }> {
    const body: ShippingInformationRequestWire = {
      addressInformation: {
        shipping_address: { ...toMagentoAddress(information.shipping, information.billing?.email, information.keep?.shipping), same_as_billing: information.sameAsBilling ? 1 : 0 },
        ...(information.billing ? { billing_address: toMagentoAddress(information.billing, undefined, information.keep?.billing) } : {}),
        shipping_method_code: information.method.methodCode,
        shipping_carrier_code: information.method.carrierCode,
      },
    };
    return this.http
      .post(`${cartPath(cart)}/shipping-information`, body, paymentDetailsSchema)
      .pipe(
        map((answer) => ({ totals: toCartTotals(answer.totals), paymentMethods: (answer.payment_methods ?? []).map((method) => method.code) })),
        catchError((error: unknown) => throwError(() => toAddressRefusal(error))),
      );
  }

  collectTotals(cart: CartRef, paymentMethod: string, method: ShippingOption): Observable<BagTotals> {
    return this.http
      .put(
        `${cartPath(cart)}/collect-totals`,
        { paymentMethod: { method: paymentMethod }, shippingCarrierCode: method.carrierCode, shippingMethodCode: method.methodCode } satisfies CollectTotalsRequestWire,
        cartTotalsSchema,
      )
      .pipe(map(toCartTotals));
  }
}
