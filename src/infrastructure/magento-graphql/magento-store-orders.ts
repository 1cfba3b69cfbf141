import { map, type Observable } from 'rxjs';
import type { StoreOrders } from '../../application/checkout/store-orders.port';
import { CARD_METHOD_CODE, FINANCING_METHOD_CODE, STORE_IN_VAULT } from '../../domain/checkout/payment';
import type { setCardPaymentVariablesSchema, setFinancingPaymentVariablesSchema } from '../../../contracts/store/graphql';
import { CUSTOMER_CART_QUERY, PLACE_ORDER_MUTATION, SET_CARD_PAYMENT_MUTATION, SET_FINANCING_PAYMENT_MUTATION, SET_GUEST_EMAIL_MUTATION } from '../../../contracts/store/graphql/checkout.documents';
import { customerCartDataSchema, placeOrderDataSchema, setGuestEmailDataSchema, setPaymentMethodDataSchema } from './store-graphql.schemas';
import type { z } from 'zod/mini';
import type { MagentoGraphqlClient } from './graphql-client';

/** Orders through the store's GraphQL API, paid by card or by the financing provider. A GraphQL error reaches the
 * caller as an error carrying the first message the store gave. */
export class MagentoStoreOrders implements StoreOrders {
  constructor(private readonly graphql: MagentoGraphqlClient) {}

  customerCartId(): Observable<string> {
    return this.graphql.request(CUSTOMER_CART_QUERY, {}, customerCartDataSchema).pipe(map((data) => data.customerCart.id));
  }

  setGuestEmail(maskedCartId: string, email: string): Observable<void> {
    return this.graphql.request(SET_GUEST_EMAIL_MUTATION, { cartId: maskedCartId, email }, setGuestEmailDataSchema).pipe(map(() => undefined));
  }

  setCardPayment(maskedCartId: string, nonce: string): Observable<void> {
    return this.graphql
      .request(
        SET_CARD_PAYMENT_MUTATION,
        { cartId: maskedCartId, code: CARD_METHOD_CODE, nonce, storeInVault: STORE_IN_VAULT } satisfies z.input<typeof setCardPaymentVariablesSchema>,
        setPaymentMethodDataSchema,
      )
      .pipe(map(() => undefined));
  }

  setFinancingPayment(maskedCartId: string, checkoutToken: string): Observable<void> {
    return this.graphql
      .request(
        SET_FINANCING_PAYMENT_MUTATION,
        { cartId: maskedCartId, code: FINANCING_METHOD_CODE, checkoutToken } satisfies z.input<typeof setFinancingPaymentVariablesSchema>,
        setPaymentMethodDataSchema,
      )
      .pipe(map(() => undefined));
  }

  placeOrder(maskedCartId: string): Observable<string> {
    return this.graphql
      .request(PLACE_ORDER_MUTATION, { cartId: maskedCartId }, placeOrderDataSchema)
      .pipe(map((data) => data.placeOrder.order.order_number));
  }
}
