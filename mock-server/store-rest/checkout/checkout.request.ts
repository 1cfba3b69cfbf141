import { z } from 'zod';
import { cartAddressInputSchema, US_POSTCODE } from '../carts/cart.request';
import { FIELD_LABELS, refuseUnknownUsRegion, requiredAttributeText, requiredStreetLines, telephoneText } from '../directory/address-fields';

/** Magento casts a JSON number sent for a text parameter to text (some clients send a phone or a zip as a number). */
const textOrNumber = (max: number) => z.union([z.string().max(max), z.number()]).transform(String);

/**
 * A shipping address as checkout needs it: the fields Magento's address validation requires for a US address
 * (a blank one answers `"%fieldName" is required.`) within Magento's lengths (`"%1" length must be equal or less
 * than %2 characters.`), the country the store ships to, a region it delivers to, a US zip code.
 */
export const checkoutAddressSchema = cartAddressInputSchema
  .extend({
    firstname: requiredAttributeText(FIELD_LABELS.firstname),
    lastname: requiredAttributeText(FIELD_LABELS.lastname),
    street: requiredStreetLines(),
    city: requiredAttributeText(FIELD_LABELS.city),
    region_code: z.string().trim().min(1),
    country_id: z.literal('US'),
    postcode: textOrNumber(32).pipe(z.string().regex(US_POSTCODE)),
    telephone: telephoneText().pipe(z.string().regex(/^\+?[\d\s().-]{7,20}$/)),
  })
  .superRefine((address, context) => refuseUnknownUsRegion({ code: address.region_code, id: address.region_id }, context));

/** `POST …/shipping-information`. */
export const shippingInformationRequestSchema = z.object({
  addressInformation: z.object({
    shipping_address: checkoutAddressSchema,
    billing_address: checkoutAddressSchema.optional(),
    shipping_method_code: z.string().min(1).max(255),
    shipping_carrier_code: z.string().min(1).max(255),
  }),
});

const paymentMethodSchema = z.object({
  method: z.string().min(1).max(255),
  additional_data: z
    .object({
      payment_method_nonce: z.string().max(255).nullish(),
      storeInVaultOnSuccess: z.union([z.number(), z.boolean(), z.string()]).nullish(),
    })
    .nullish(),
});

/** `PUT /V1/carts/mine/collect-totals` (and the guest cart's). */
export const collectTotalsRequestSchema = z.object({
  paymentMethod: paymentMethodSchema.pick({ method: true }),
  shippingCarrierCode: z.string().min(1).max(255),
  shippingMethodCode: z.string().min(1).max(255),
});

/** `POST /V1/carts/mine/payment-information`. */
export const customerPaymentRequestSchema = z.object({
  paymentMethod: paymentMethodSchema,
  billingAddress: checkoutAddressSchema.nullish(),
});

/** `POST /V1/guest-carts/:cartId/payment-information`: a guest names the order's email. */
export const guestPaymentRequestSchema = customerPaymentRequestSchema.extend({
  email: z.string().max(254).pipe(z.email()),
});

export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;
export type PaymentRequest = z.infer<typeof customerPaymentRequestSchema>;
