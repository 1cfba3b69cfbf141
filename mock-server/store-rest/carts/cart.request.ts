import { z } from 'zod';
import { cartItemCustomAttributesSchema, cartItemExtensionAttributesSchema } from './cart-item-attributes';

/** Magento casts a JSON number sent for a text parameter to text (the storefront's phone and zip inputs are numbers). */
const textOrNumber = (max: number) => z.union([z.string().max(max), z.number()]).transform(String);
const text = (max = 255) => z.string().max(max).nullish();
/** Magento's 0/1 flags; a boolean is taken for its number. */
const flag = z.union([z.number().int().min(0).max(1), z.boolean()]).transform(Number);

/** `POST /V1/guest-carts/:cartId/items`. */
export const addCartItemRequestSchema = z.object({
  cartItem: z.object({
    sku: z.string().min(1).max(64),
    // Magento's qty is a float: a fraction is a value its rules refuse, not a value of the wrong type.
    qty: z.number().positive().max(10_000).refine(Number.isInteger),
    // Magento takes the cart from the path and overwrites this (the storefront sends the masked id here).
    quote_id: z.union([z.string(), z.number()]).optional(),
    // Only what the store declares (cart-item-attributes.ts): anything else is Magento's 400, never stored.
    extension_attributes: cartItemExtensionAttributesSchema.optional(),
    custom_attributes: cartItemCustomAttributesSchema.optional(),
  }),
});

/** `POST /V1/diamondsearch/cart`. A customer's `cartId` must name the token's own cart. */
export const addDiamondRequestSchema = z.object({
  cartId: textOrNumber(64).pipe(z.string().min(1)),
  // Diamond ids are digits: a client may send one as a JSON number, which Magento casts for a text parameter.
  diamondId: textOrNumber(64).pipe(z.string().min(1)),
});

/** Every field may be left out: the storefront assigns an empty address right after adding a diamond. */
export const cartAddressInputSchema = z.object({
  region: text(),
  region_id: z.number().int().nonnegative().nullish(),
  region_code: text(),
  country_id: text(2),
  // Magento takes one line as text or several as a list.
  street: z.union([z.string().max(255), z.array(z.string().max(255)).max(4)]).nullish(),
  company: text(),
  telephone: textOrNumber(64).nullish(),
  fax: textOrNumber(64).nullish(),
  postcode: textOrNumber(32).nullish(),
  city: text(),
  firstname: text(),
  lastname: text(),
  middlename: text(),
  prefix: text(40),
  suffix: text(40),
  vat_id: text(),
  customer_id: z.number().int().positive().nullish(),
  email: z
    .string()
    .max(254)
    .refine((email) => email === '' || z.email().safeParse(email).success)
    .nullish(),
  same_as_billing: flag.nullish(),
  customer_address_id: z.number().int().positive().nullish(),
  save_in_address_book: flag.nullish(),
});

/** `POST /V1/guest-carts/:cartId/billing-address` (`useForShipping` copies the address to the shipping address). */
export const assignBillingAddressRequestSchema = z.object({
  address: cartAddressInputSchema,
  useForShipping: z.boolean().optional(),
});

export type AddCartItemRequest = z.infer<typeof addCartItemRequestSchema>;
export type CartAddressInput = z.infer<typeof cartAddressInputSchema>;
