import { z } from 'zod/mini';
import { addressExamples, customerAddressInputSchema, customerAddressSchema } from './address';

/** `POST /V1/integration/customer/token`: the customer's email as `username`; answers the bearer token. */
export const customerTokenRequestSchema = z.strictObject({ username: z.string(), password: z.string() });
export const customerTokenSchema = z.string().check(z.minLength(1));

/** A customer (Magento\Customer\Api\Data\CustomerInterface); `default_billing`/`default_shipping` name address ids. */
export const customerSchema = z.looseObject({
  id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  default_billing: z.optional(z.string()),
  default_shipping: z.optional(z.string()),
  addresses: z.optional(z.array(customerAddressSchema)),
  extension_attributes: z.optional(z.looseObject({})),
});
export type CustomerWire = z.infer<typeof customerSchema>;

/** `POST /V1/customers`: a new account. */
export const createCustomerRequestSchema = z.strictObject({
  customer: z.strictObject({ firstname: z.string(), lastname: z.string(), email: z.string() }),
  password: z.string(),
});
export type CreateCustomerRequestWire = z.infer<typeof createCustomerRequestSchema>;


/** `PUT /V1/customers/me/password`. */
export const changePasswordRequestSchema = z.strictObject({ currentPassword: z.string(), newPassword: z.string() });

/** `PUT /V1/customers/password`: mails a reset link. */
export const passwordResetLinkRequestSchema = z.strictObject({ email: z.string(), template: z.literal('email_reset') });

/** `POST /V1/customers/resetPassword`. */
export const resetPasswordRequestSchema = z.strictObject({ email: z.string(), resetToken: z.string(), newPassword: z.string() });

/** `POST`/`PUT /V1/falcon/customers/me/address`: the store's own route that adds or updates a saved address. */
export const saveCustomerAddressRequestSchema = z.strictObject({ address: customerAddressInputSchema });

export const customerExamples = {
  tokenRequest: { username: 'demo@loupe.test', password: 'Diamond2024!' },
  token: 'x8k2m4q6r1t3v5w7y9z0a2c4e6g8i0k2',
  customer: {
    id: 1,
    firstname: 'Dana',
    lastname: 'Demo',
    email: 'demo@loupe.test',
    default_billing: '3',
    default_shipping: '3',
    addresses: [addressExamples.customerAddress],
    extension_attributes: { is_subscribed: false },
  } satisfies CustomerWire,
  createRequest: { customer: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' }, password: 'Secret-123' } satisfies CreateCustomerRequestWire,
  changePasswordRequest: { currentPassword: 'Diamond2024!', newPassword: 'Sapphire2025!' },
  resetLinkRequest: { email: 'demo@loupe.test', template: 'email_reset' as const },
  resetRequest: { email: 'demo@loupe.test', resetToken: 'r3s3t', newPassword: 'Sapphire2025!' },
  saveAddressRequest: { address: addressExamples.customerAddressInput },
};
