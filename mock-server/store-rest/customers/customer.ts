import { z } from 'zod';

/** Magento's region of a customer address: the state as code, name and numeric id (any may be unknown). */
export const customerRegionSchema = z.object({
  region_code: z.string().nullable(),
  region: z.string().nullable(),
  region_id: z.number().int().nullable(),
});

/** A saved address of a customer's address book (Magento\Customer\Api\Data\AddressInterface). */
export const customerAddressSchema = z.object({
  /** Unique across the store, never reused (the `customerAddress` sequence). */
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  street: z.array(z.string()),
  city: z.string(),
  region: customerRegionSchema,
  /** The shop ships to the United States only. */
  country_id: z.literal('US'),
  postcode: z.string(),
  telephone: z.string(),
  default_billing: z.boolean(),
  default_shipping: z.boolean(),
});

/** A customer account. Private: `password_hash` never leaves the server (see `toCustomerResponse`). */
export const customerSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  /** Unique without regard to case; kept as the customer typed it. */
  email: z.string(),
  /** Magento datetimes, UTC. */
  created_at: z.string(),
  updated_at: z.string(),
  addresses: z.array(customerAddressSchema),
  /** `scrypt$N$r$p$salt$hash` (hex), see `password-hash.ts`. */
  password_hash: z.string(),
});

/**
 * A customer access token. Only its SHA-256 is stored: the data file (or a copy of it) never holds a usable
 * bearer token. Expired and revoked tokens are kept until the next sign-in prunes them.
 */
export const customerTokenSchema = z.object({
  token_hash: z.string(),
  customer_id: z.number().int(),
  created_at: z.string(),
  /** ISO instant (milliseconds), compared with `context.now()`. */
  expires_at: z.string(),
  revoked: z.boolean(),
});

/**
 * A password reset link "sent" by mail. The token is kept in clear because the mock's mailbox
 * (`GET /__control/mailbox`) is how tests and developers receive it. Like Magento's single `rp_token` per
 * customer, a new request supersedes the older ones (`used` becomes true).
 */
export const passwordResetSchema = z.object({
  customer_id: z.number().int(),
  email: z.string(),
  token: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  used: z.boolean(),
});

export type CustomerRegion = z.infer<typeof customerRegionSchema>;
export type CustomerAddress = z.infer<typeof customerAddressSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type CustomerToken = z.infer<typeof customerTokenSchema>;
export type PasswordReset = z.infer<typeof passwordResetSchema>;
