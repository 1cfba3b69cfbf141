import { z } from 'zod/mini';

/** `query CustomerCart`: the signed-in customer's cart, by its masked id. */
export const customerCartVariablesSchema = z.strictObject({});
export const customerCartDataSchema = z.looseObject({ customerCart: z.looseObject({ id: z.string().check(z.minLength(1)) }) });

/** `mutation SetGuestEmailOnCart`. */
export const setGuestEmailVariablesSchema = z.strictObject({ cartId: z.string().check(z.minLength(1)), email: z.string().check(z.minLength(1)) });
export const setGuestEmailDataSchema = z.looseObject({ setGuestEmailOnCart: z.looseObject({ cart: z.looseObject({ id: z.string(), email: z.nullish(z.string()) }) }) });

/** The cart a `setPaymentMethodOnCart` answers, with the method it now has. */
export const setPaymentMethodDataSchema = z.looseObject({
  setPaymentMethodOnCart: z.looseObject({ cart: z.looseObject({ id: z.string(), selected_payment_method: z.nullish(z.looseObject({ code: z.string() })) }) }),
});

/** `mutation SetCardPaymentOnCart`: the card provider's nonce as Magento's Braintree input, not kept in the vault. */
export const setCardPaymentVariablesSchema = z.strictObject({ cartId: z.string().check(z.minLength(1)), code: z.literal('braintree'), nonce: z.string().check(z.minLength(1)), storeInVault: z.boolean() });

/** `mutation SetFinancingPaymentOnCart`: the financing provider's checkout token. */
export const setFinancingPaymentVariablesSchema = z.strictObject({ cartId: z.string().check(z.minLength(1)), code: z.literal('affirm_gateway'), checkoutToken: z.string().check(z.minLength(1)) });

/** `mutation SetBankTransferPaymentOnCart`: Magento's offline `banktransfer`, with nothing to prove. */
export const setBankTransferPaymentVariablesSchema = z.strictObject({ cartId: z.string().check(z.minLength(1)), code: z.literal('banktransfer') });

/** An order's payment method as `CustomerOrder.payment_methods` answers it: its code (`type`) and its additional
 * information as key-value pairs (an offline method's `instructions`). */
const orderPaymentMethodSchema = z.looseObject({
  type: z.string(),
  additional_data: z.nullish(z.array(z.nullable(z.looseObject({ name: z.nullish(z.string()), value: z.nullish(z.string()) })))),
});

/** `mutation PlaceOrder`: answers the order number (the order's increment id) and, from a Magento 2.4.7 store,
 * the order (`orderV2`) with its status (the store's label, 'Pending' for a bank transfer) and payment. */
export const placeOrderVariablesSchema = z.strictObject({ cartId: z.string().check(z.minLength(1)) });
export const placeOrderDataSchema = z.looseObject({
  placeOrder: z.looseObject({
    order: z.looseObject({ order_number: z.string().check(z.minLength(1)) }),
    orderV2: z.nullish(z.looseObject({ status: z.nullish(z.string()), payment_methods: z.nullish(z.array(z.nullable(orderPaymentMethodSchema))) })),
  }),
});
export type PlaceOrderDataWire = z.infer<typeof placeOrderDataSchema>;

export const graphqlCheckoutExamples = {
  customerCart: { customerCart: { id: 'k2Xb9mQ1zR7vT0aL4pW8eD3nY6cH5sJu' } },
  setGuestEmail: { variables: { cartId: 'k2Xb9', email: 'ada@example.com' }, data: { setGuestEmailOnCart: { cart: { id: 'k2Xb9', email: 'ada@example.com' } } } },
  setCardPayment: {
    variables: { cartId: 'k2Xb9', code: 'braintree' as const, nonce: 'tokencc_bf_4x9k2m', storeInVault: false },
    data: { setPaymentMethodOnCart: { cart: { id: 'k2Xb9', selected_payment_method: { code: 'braintree' } } } },
  },
  setFinancingPayment: {
    variables: { cartId: 'k2Xb9', code: 'affirm_gateway' as const, checkoutToken: 'ct_7Hq2' },
    data: { setPaymentMethodOnCart: { cart: { id: 'k2Xb9', selected_payment_method: { code: 'affirm_gateway' } } } },
  },
  setBankTransferPayment: {
    variables: { cartId: 'k2Xb9', code: 'banktransfer' as const },
    data: { setPaymentMethodOnCart: { cart: { id: 'k2Xb9', selected_payment_method: { code: 'banktransfer' } } } },
  },
  placeOrder: { variables: { cartId: 'k2Xb9' }, data: { placeOrder: { order: { order_number: '000000042' } } } satisfies PlaceOrderDataWire },
  placeBankTransferOrder: {
    variables: { cartId: 'k2Xb9' },
    data: {
      placeOrder: {
        order: { order_number: '000000043' },
        orderV2: {
          status: 'Pending',
          payment_methods: [{ type: 'banktransfer', additional_data: [{ name: 'instructions', value: 'Please transfer the order total to Loupe Jewelers Inc., quoting your order number.' }] }],
        },
      },
    } satisfies PlaceOrderDataWire,
  },
};
