import { z } from 'zod';
import { magentoErrors } from '../../http/magento-errors';
import { refuseWith } from '../../http/validate-body';
import { US_POSTCODE } from '../carts/cart.request';
import { attributeText, FIELD_LABELS, refuseUnknownUsRegion, requiredAttributeText, requiredStreetLines, telephoneText } from '../directory/address-fields';

/** Magento casts a JSON number sent for a text parameter to text (some clients send a phone or a zip as a number). */
const textOrNumber = (max: number) => z.union([z.string().max(max), z.number()]).transform(String);
/** Long enough for any real password, short enough that scrypt is never fed a megabyte. */
const password = z.string().min(1).max(256);
const email = z.string().trim().max(254).pipe(z.email());

/**
 * A customer address as the storefront sends it. Magento requires names, street, city, country, postcode,
 * telephone and, for the US, a region, within its lengths (`"%1" length must be equal or less than %2 characters.`);
 * the region is an object (`{ region_code, region, region_id }`) or, as some clients send it, a code, and must be one
 * the store delivers to.
 */
export const customerAddressInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    firstname: requiredAttributeText(FIELD_LABELS.firstname),
    lastname: requiredAttributeText(FIELD_LABELS.lastname),
    company: attributeText(FIELD_LABELS.company),
    street: requiredStreetLines(),
    city: requiredAttributeText(FIELD_LABELS.city),
    region: z
      .union([
        z.object({ region_code: z.string().max(255).nullish(), region: z.string().max(255).nullish(), region_id: z.number().int().nonnegative().nullish() }),
        z.string().max(255),
      ])
      .nullish(),
    region_id: z.number().int().nonnegative().nullish(),
    // The store allows one country: Magento answers an invalid value for any other.
    country_id: z.string().refine((country) => country === 'US'),
    postcode: textOrNumber(32).pipe(z.string().trim().min(1).regex(US_POSTCODE)),
    telephone: telephoneText().pipe(z.string().trim().min(1)),
    default_billing: z.boolean().optional(),
    default_shipping: z.boolean().optional(),
  })
  .superRefine((address, context) => {
    const region = typeof address.region === 'string' ? { code: address.region } : { code: address.region?.region_code, id: address.region?.region_id ?? address.region_id };
    // Magento asks a US address for its region (`regionId`).
    if (!region.code?.trim() && (region.id === null || region.id === undefined)) return refuseWith(context, magentoErrors.requiredField('regionId'));
    refuseUnknownUsRegion(region, context);
  });

export type CustomerAddressInput = z.infer<typeof customerAddressInputSchema>;

/** `POST /V1/customers`. */
export const createCustomerRequestSchema = z.object({
  customer: z.object({
    email,
    firstname: requiredAttributeText(FIELD_LABELS.firstname),
    lastname: requiredAttributeText(FIELD_LABELS.lastname),
    addresses: z.array(customerAddressInputSchema).max(20).optional(),
  }),
  password,
});

/** `POST /V1/integration/customer/token`. */
export const customerTokenRequestSchema = z.object({ username: z.string().min(1).max(254), password });


/** `PUT /V1/customers/me/password`. */
export const changePasswordRequestSchema = z.object({ currentPassword: password, newPassword: password });

/** `PUT /V1/customers/password`: the template is Magento's (`email_reset` or `email_reminder`). */
export const forgotPasswordRequestSchema = z.object({
  email: z.string().trim().max(254),
  template: z.enum(['email_reset', 'email_reminder']),
  websiteId: z.number().int().optional(),
});

/** `POST /V1/customers/resetPassword`. */
export const resetPasswordRequestSchema = z.object({ email: z.string().trim().max(254), resetToken: z.string().min(1).max(256), newPassword: password });

/** `POST` / `PUT /V1/falcon/customers/me/address`, `PUT /V1/customers/me/billingAddress`. */
export const addressRequestSchema = z.object({ address: customerAddressInputSchema });
