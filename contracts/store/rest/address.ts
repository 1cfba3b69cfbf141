import { z } from 'zod/mini';

/** Magento casts a number to text for a text field; some clients send a phone or a zip as a number. */
const textOrNumber = z.union([z.string(), z.number()]);

/** An address of a cart as Magento's REST API writes it (Magento\Quote\Api\Data\AddressInterface). A new cart's
 * addresses are empty: every field may be null or absent. */
export const cartAddressSchema = z.looseObject({
  id: z.nullish(z.int()),
  firstname: z.nullish(z.string()),
  lastname: z.nullish(z.string()),
  company: z.nullish(z.string()),
  street: z.nullish(z.array(z.string())),
  city: z.nullish(z.string()),
  region: z.nullish(z.string()),
  region_id: z.nullish(z.int()),
  region_code: z.nullish(z.string()),
  country_id: z.nullish(z.string()),
  postcode: z.nullish(textOrNumber),
  telephone: z.nullish(textOrNumber),
  email: z.nullish(z.string()),
  same_as_billing: z.nullish(z.int()),
});
export type CartAddressWire = z.infer<typeof cartAddressSchema>;

/** The address the shop sends on `billing-address` and `shipping-information`: a US address, every field as text. */
export const cartAddressInputSchema = z.strictObject({
  firstname: z.string(),
  lastname: z.string(),
  company: z.optional(z.string()),
  street: z.array(z.string()).check(z.minLength(1)),
  city: z.string(),
  region: z.string(),
  region_id: z.int(),
  region_code: z.string(),
  country_id: z.literal('US'),
  postcode: z.string(),
  telephone: z.string(),
  email: z.optional(z.string()),
  same_as_billing: z.optional(z.union([z.literal(0), z.literal(1)])),
  /** 1 asks the store to add the address to the signed-in customer's address book when the order is placed (the
   * default of its kind when the customer has none), as Magento's quote management does. */
  save_in_address_book: z.optional(z.union([z.literal(0), z.literal(1)])),
});
export type CartAddressInputWire = z.infer<typeof cartAddressInputSchema>;

/** Magento's region object of a customer address. */
export const customerRegionSchema = z.looseObject({
  region_code: z.nullish(z.string()),
  region: z.nullish(z.string()),
  region_id: z.nullish(z.int()),
});

/** A customer's saved address as Magento's REST API reads it (Magento\Customer\Api\Data\AddressInterface). */
export const customerAddressSchema = z.looseObject({
  id: z.nullish(z.int()),
  customer_id: z.nullish(z.int()),
  firstname: z.nullish(z.string()),
  lastname: z.nullish(z.string()),
  company: z.nullish(z.string()),
  street: z.nullish(z.array(z.string())),
  city: z.nullish(z.string()),
  region: z.nullish(customerRegionSchema),
  region_id: z.nullish(z.int()),
  country_id: z.nullish(z.string()),
  postcode: z.nullish(textOrNumber),
  telephone: z.nullish(textOrNumber),
  default_billing: z.nullish(z.boolean()),
  default_shipping: z.nullish(z.boolean()),
});
export type CustomerAddressWire = z.infer<typeof customerAddressSchema>;

/** The address the shop writes to the customer's book: the region as Magento's object, the zip as text. */
export const customerAddressInputSchema = z.strictObject({
  id: z.optional(z.int().check(z.positive())),
  firstname: z.string(),
  lastname: z.string(),
  company: z.optional(z.string()),
  street: z.array(z.string()).check(z.minLength(1)),
  city: z.string(),
  region: z.strictObject({ region_code: z.string(), region: z.string(), region_id: z.int() }),
  region_id: z.int(),
  country_id: z.literal('US'),
  postcode: z.string(),
  telephone: z.string(),
  default_billing: z.optional(z.boolean()),
  default_shipping: z.optional(z.boolean()),
});
export type CustomerAddressInputWire = z.infer<typeof customerAddressInputSchema>;

export const addressExamples = {
  cartAddress: {
    id: 12,
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: ['12 Analytical Way'],
    city: 'Boston',
    region: 'Massachusetts',
    region_id: 32,
    region_code: 'MA',
    country_id: 'US',
    postcode: '02108',
    telephone: '6175550100',
    email: 'ada@example.com',
    same_as_billing: 1,
  } satisfies CartAddressWire,
  emptyCartAddress: { id: 13, region: null, region_id: null, region_code: null, street: [''], email: null, same_as_billing: 0 } satisfies CartAddressWire,
  cartAddressInput: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: ['12 Analytical Way'],
    city: 'Boston',
    region: 'Massachusetts',
    region_id: 32,
    region_code: 'MA',
    country_id: 'US',
    postcode: '02108',
    telephone: '6175550100',
    email: 'ada@example.com',
  } satisfies CartAddressInputWire,
  customerAddress: {
    id: 3,
    customer_id: 1,
    firstname: 'Dana',
    lastname: 'Demo',
    street: ['24 Beacon St'],
    city: 'Boston',
    region: { region_code: 'MA', region: 'Massachusetts', region_id: 32 },
    region_id: 32,
    country_id: 'US',
    postcode: '02108',
    telephone: '(617) 555-0100',
    default_billing: true,
    default_shipping: true,
  } satisfies CustomerAddressWire,
  customerAddressInput: {
    firstname: 'Dana',
    lastname: 'Demo',
    street: ['24 Beacon St'],
    city: 'Boston',
    region: { region_code: 'MA', region: 'Massachusetts', region_id: 32 },
    region_id: 32,
    country_id: 'US',
    postcode: '02108',
    telephone: '(617) 555-0100',
    default_shipping: true,
  } satisfies CustomerAddressInputWire,
};
