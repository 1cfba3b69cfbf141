import { z } from 'zod/mini';
import { addressExamples, cartAddressInputSchema } from './address';
import { cartTotalsSchema } from './carts';

/** `POST …/billing-address` with the shopper's billing address. */
export const billingAddressRequestSchema = z.strictObject({ address: cartAddressInputSchema });

/** `GET …/shipping-methods` (Magento\Quote\Api\Data\ShippingMethodInterface). */
export const shippingMethodSchema = z.looseObject({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.nullish(z.string()),
  method_title: z.nullish(z.string()),
  amount: z.optional(z.number()),
  available: z.optional(z.boolean()),
});
export const shippingMethodsSchema = z.array(shippingMethodSchema);
export type ShippingMethodWire = z.infer<typeof shippingMethodSchema>;

/** `POST …/shipping-information` (Magento\Checkout\Api\Data\ShippingInformationInterface). */
export const shippingInformationRequestSchema = z.strictObject({
  addressInformation: z.strictObject({
    shipping_address: cartAddressInputSchema,
    billing_address: z.optional(cartAddressInputSchema),
    shipping_method_code: z.string().check(z.minLength(1)),
    shipping_carrier_code: z.string().check(z.minLength(1)),
  }),
});
export type ShippingInformationRequestWire = z.infer<typeof shippingInformationRequestSchema>;

/** Its answer (Magento\Checkout\Api\Data\PaymentDetailsInterface): the payment methods and the totals. */
export const paymentDetailsSchema = z.looseObject({
  payment_methods: z.optional(z.array(z.looseObject({ code: z.string(), title: z.optional(z.string()) }))),
  totals: cartTotalsSchema,
});
export type PaymentDetailsWire = z.infer<typeof paymentDetailsSchema>;

/** `PUT …/collect-totals`: the payment method and the shipping method; answers the totals. */
export const collectTotalsRequestSchema = z.strictObject({
  paymentMethod: z.strictObject({ method: z.string().check(z.minLength(1)) }),
  shippingCarrierCode: z.string().check(z.minLength(1)),
  shippingMethodCode: z.string().check(z.minLength(1)),
});
export type CollectTotalsRequestWire = z.infer<typeof collectTotalsRequestSchema>;

export const checkoutExamples = {
  billingAddressRequest: { address: addressExamples.cartAddressInput },
  shippingMethods: [
    { carrier_code: 'freeshipping', method_code: 'freeshipping', carrier_title: 'Free Shipping', method_title: 'Free', amount: 0, available: true },
  ] satisfies ShippingMethodWire[],
  shippingInformationRequest: {
    addressInformation: {
      shipping_address: { ...addressExamples.cartAddressInput, same_as_billing: 1 },
      shipping_method_code: 'freeshipping',
      shipping_carrier_code: 'freeshipping',
    },
  } satisfies ShippingInformationRequestWire,
  paymentDetails: {
    payment_methods: [
      { code: 'braintree', title: 'Credit Card' },
      { code: 'affirm_gateway', title: 'Financing' },
      { code: 'banktransfer', title: 'Bank Transfer Payment' },
    ],
    totals: { grand_total: 5200, base_grand_total: 5200, subtotal: 5200, tax_amount: 0, discount_amount: 0 },
  } satisfies PaymentDetailsWire,
  collectTotalsRequest: { paymentMethod: { method: 'braintree' }, shippingCarrierCode: 'freeshipping', shippingMethodCode: 'freeshipping' } satisfies CollectTotalsRequestWire,
};
