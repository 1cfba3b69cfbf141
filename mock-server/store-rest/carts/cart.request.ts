import { z } from 'zod';
import { attributeText, FIELD_LABELS, refuseUnknownUsRegion, streetLines, telephoneText } from '../directory/address-fields';
import { cartItemCustomAttributesSchema, cartItemExtensionAttributesSchema } from './cart-item-attributes';

/** Magento casts a JSON number sent for a text parameter to text (some clients send a phone or a zip as a number). */
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

/** Every field may be left out: the storefront assigns an empty address right after adding a diamond. The text
 * fields keep Magento's limits and its message for a longer value (`address-fields.ts`). */
export const cartAddressInputSchema = z.object({
  region: text(),
  region_id: z.number().int().nonnegative().nullish(),
  region_code: text(),
  country_id: text(2),
  // Magento takes one line as text or several as a list.
  street: streetLines().nullish(),
  company: attributeText(FIELD_LABELS.company),
  telephone: telephoneText().nullish(),
  fax: textOrNumber(64).nullish(),
  postcode: textOrNumber(32).nullish(),
  city: attributeText(FIELD_LABELS.city),
  firstname: attributeText(FIELD_LABELS.firstname),
  lastname: attributeText(FIELD_LABELS.lastname),
  middlename: attributeText(FIELD_LABELS.middlename),
  prefix: text(40),
  suffix: text(40),
  vat_id: attributeText(FIELD_LABELS.vat_id),
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

/**
 * A US zip code as the store takes it: 12345 or 12345-6789. Magento's own address validation only asks for one
 * (`"postcode" is required.`); this store also refuses a malformed one wherever an address is saved (cart
 * addresses, shipping information, the customer's address book), in Magento's words for a refused value:
 * `Invalid value of "%value" provided for the %fieldName field.` with `fieldName` `postcode`.
 */
export const US_POSTCODE = /^\d{5}(-\d{4})?$/;

/** A cart address for the US with a zip the store does not take is refused on its postcode, and one in a region the
 * store does not deliver to on its region. */
const usAddress = (address: z.infer<typeof cartAddressInputSchema>, context: z.RefinementCtx): void => {
  const postcode = address.postcode ?? '';
  if (address.country_id !== 'US') return;
  if (postcode !== '' && !US_POSTCODE.test(postcode)) {
    context.addIssue({ code: 'custom', path: ['postcode'], input: postcode, message: 'Invalid US postcode' });
    return;
  }
  refuseUnknownUsRegion({ code: address.region_code, id: address.region_id }, context);
};

/** `POST /V1/guest-carts/:cartId/billing-address` (`useForShipping` copies the address to the shipping address). */
export const assignBillingAddressRequestSchema = z.object({
  address: cartAddressInputSchema.superRefine(usAddress),
  useForShipping: z.boolean().optional(),
});

export type AddCartItemRequest = z.infer<typeof addCartItemRequestSchema>;
export type CartAddressInput = z.infer<typeof cartAddressInputSchema>;
