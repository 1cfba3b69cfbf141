import { z } from 'zod';
import type { HttpError } from '../../http/http-error';
import { magentoErrors } from '../../http/magento-errors';
import { refuseWith } from '../../http/validate-body';

/**
 * The attributes this store declares on a cart item (its module's `extension_attributes.xml` and the ring options):
 * a ring line's configurable parent and its chosen colour, metal and size. Magento's web API refuses any other
 * extension attribute (it has no accessor for it) and any other custom attribute, so nothing a client invents is
 * stored, and re-written with the cart, on every later change.
 */
export const CART_ITEM_EXTENSION_ATTRIBUTES = { parent_sku: z.string().max(64) } as const;
export const CART_ITEM_CUSTOM_ATTRIBUTES = ['ring_color', 'ring_metal', 'ring_size'] as const;
const CUSTOM_VALUE = z.union([z.string().max(255), z.number()]);

const EXTENSION_CLASS = 'Magento\\Quote\\Api\\Data\\CartItemExtensionInterface';

/** `foo_bar` → `FooBar`, as Magento's name finder turns a field into its accessor's name. */
const camelCase = (code: string) => code.replace(/(?:^|_)([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase());

export const cartItemExtensionAttributesSchema = z.record(z.string(), z.unknown()).superRefine((attributes, context) => {
  for (const [code, value] of Object.entries(attributes)) {
    const declared = (CART_ITEM_EXTENSION_ATTRIBUTES as Record<string, z.ZodType>)[code];
    if (!declared) {
      const property = camelCase(code);
      refuseWith(context, magentoErrors.noAccessor(property, `get${property}`, EXTENSION_CLASS));
      return;
    }
    if (!declared.safeParse(value).success) {
      refuseWith(context, invalidValue(code, value));
      return;
    }
  }
});

export const cartItemCustomAttributesSchema = z
  .array(z.object({ attribute_code: z.string().min(1).max(255), value: z.unknown() }))
  .max(CART_ITEM_CUSTOM_ATTRIBUTES.length)
  .superRefine((attributes, context) => {
    for (const { attribute_code: code, value } of attributes) {
      if (!(CART_ITEM_CUSTOM_ATTRIBUTES as readonly string[]).includes(code)) {
        refuseWith(context, magentoErrors.unknownAttribute(code));
        return;
      }
      if (!CUSTOM_VALUE.safeParse(value).success) {
        refuseWith(context, invalidValue(code, value));
        return;
      }
    }
  })
  .transform((attributes) => attributes.map(({ attribute_code, value }) => ({ attribute_code, value: value as string | number })));

function invalidValue(code: string, value: unknown): HttpError {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return magentoErrors.invalidFieldValue(code, text.length > 100 ? `${text.slice(0, 97)}...` : text);
}
