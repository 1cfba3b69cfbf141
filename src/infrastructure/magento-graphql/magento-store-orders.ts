import { map, type Observable } from 'rxjs';
import type { StoreOrders } from '../../application/checkout/store-orders.port';
import { BANK_TRANSFER_METHOD_CODE } from '../../domain/checkout/bank-transfer';
import { CARD_METHOD_CODE, FINANCING_METHOD_CODE, PENDING_STATUS, STORE_IN_VAULT, type CartPayment, type StoreOrder } from '../../domain/checkout/payment';
import type { PlaceOrderDataWire, setBankTransferPaymentVariablesSchema, setCardPaymentVariablesSchema, setFinancingPaymentVariablesSchema } from '../../../contracts/store/graphql';
import {
  CUSTOMER_CART_QUERY,
  PLACE_ORDER_MUTATION,
  SET_BANK_TRANSFER_PAYMENT_MUTATION,
  SET_CARD_PAYMENT_MUTATION,
  SET_FINANCING_PAYMENT_MUTATION,
  SET_GUEST_EMAIL_MUTATION,
} from '../../../contracts/store/graphql/checkout.documents';
import { customerCartDataSchema, placeOrderDataSchema, setGuestEmailDataSchema, setPaymentMethodDataSchema } from './store-graphql.schemas';
import type { z } from 'zod/mini';
import type { MagentoGraphqlClient } from './graphql-client';

type PaymentOf<Code extends CartPayment['code']> = Extract<CartPayment, { code: Code }>;

/** Each method's `setPaymentMethodOnCart`: its document and variables in Magento 2.4's input, one entry per method
 * (the type checker asks for a new method's entry). */
const PAYMENT_INPUTS: { readonly [Code in CartPayment['code']]: (cartId: string, payment: PaymentOf<Code>) => { document: string; variables: Record<string, unknown> } } = {
  [CARD_METHOD_CODE]: (cartId, { nonce }) => ({
    document: SET_CARD_PAYMENT_MUTATION,
    variables: { cartId, code: CARD_METHOD_CODE, nonce, storeInVault: STORE_IN_VAULT } satisfies z.input<typeof setCardPaymentVariablesSchema>,
  }),
  [FINANCING_METHOD_CODE]: (cartId, { checkoutToken }) => ({
    document: SET_FINANCING_PAYMENT_MUTATION,
    variables: { cartId, code: FINANCING_METHOD_CODE, checkoutToken } satisfies z.input<typeof setFinancingPaymentVariablesSchema>,
  }),
  [BANK_TRANSFER_METHOD_CODE]: (cartId) => ({
    document: SET_BANK_TRANSFER_PAYMENT_MUTATION,
    variables: { cartId, code: BANK_TRANSFER_METHOD_CODE } satisfies z.input<typeof setBankTransferPaymentVariablesSchema>,
  }),
};

const inputOf = <Code extends CartPayment['code']>(cartId: string, payment: PaymentOf<Code>) =>
  (PAYMENT_INPUTS[payment.code] as (cartId: string, payment: PaymentOf<Code>) => { document: string; variables: Record<string, unknown> })(cartId, payment);

/** The placed order in the shop's terms: its number, whether its payment is pending (the store's status label,
 * 'Pending') and the instructions the store copied onto its payment. A store before 2.4.7 (no `orderV2`) answers
 * the number alone. */
export const toStoreOrder = ({ placeOrder }: PlaceOrderDataWire): StoreOrder => {
  const details = placeOrder.orderV2;
  const instructions = details?.payment_methods
    ?.flatMap((method) => method?.additional_data ?? [])
    .find((entry) => entry?.name === 'instructions')
    ?.value?.trim();
  return {
    number: placeOrder.order.order_number,
    paymentPending: details?.status?.trim().toLowerCase() === PENDING_STATUS,
    instructions: instructions || null,
  };
};

/** Orders through the store's GraphQL API, whatever the method. A GraphQL error reaches the caller as an error
 * carrying the first message the store gave. */
export class MagentoStoreOrders implements StoreOrders {
  constructor(private readonly graphql: MagentoGraphqlClient) {}

  customerCartId(): Observable<string> {
    return this.graphql.request(CUSTOMER_CART_QUERY, {}, customerCartDataSchema).pipe(map((data) => data.customerCart.id));
  }

  setGuestEmail(maskedCartId: string, email: string): Observable<void> {
    return this.graphql.request(SET_GUEST_EMAIL_MUTATION, { cartId: maskedCartId, email }, setGuestEmailDataSchema).pipe(map(() => undefined));
  }

  setPayment(maskedCartId: string, payment: CartPayment): Observable<void> {
    const { document, variables } = inputOf(maskedCartId, payment);
    return this.graphql.request(document, variables, setPaymentMethodDataSchema).pipe(map(() => undefined));
  }

  placeOrder(maskedCartId: string): Observable<StoreOrder> {
    return this.graphql.request(PLACE_ORDER_MUTATION, { cartId: maskedCartId }, placeOrderDataSchema).pipe(map(toStoreOrder));
  }
}
