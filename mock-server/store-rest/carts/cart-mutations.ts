import { randomBytes } from 'node:crypto';
import { toMagentoDateTime } from '../../db/magento-datetime';
import type { MockDatabase } from '../../db/mock-database';
import { nextId } from '../../db/sequences';
import { emptyCartAddress } from './cart';
import type { Cart, CartAddress, CartItem, CustomAttribute } from './cart';
import { dropInapplicableCoupon } from './cart-coupons';
import { cartErrors } from './cart-errors';
import type { CartProduct, ProductItemAttributes } from './cart-products';
import type { CartAddressInput } from './cart.request';

/*
 * Changes to carts. Each runs inside one `store.update` callback, synchronously: reading the cart and changing it
 * cannot interleave with another request, so concurrent changes of one cart all land. Each checks everything
 * before it changes anything, so a change that throws leaves the data as it was.
 */

/** 24 random bytes are 32 url-safe characters: a masked id cannot be guessed or derived from the entity id. */
export function newMaskedId(carts: readonly Cart[]): string {
  for (;;) {
    const candidate = randomBytes(24).toString('base64url');
    if (!carts.some((cart) => cart.masked_id === candidate)) return candidate;
  }
}

/** A new active cart with an empty billing and shipping address. Carts are not expired (see the README). */
export function createCart(data: MockDatabase, customerId: number | null, now: Date): Cart {
  const timestamp = toMagentoDateTime(now);
  const cart: Cart = {
    id: nextId(data.sequences, 'cart'),
    masked_id: newMaskedId(data.carts),
    customer_id: customerId,
    is_active: true,
    items: [],
    billing_address: emptyCartAddress(nextId(data.sequences, 'cartAddress')),
    shipping_address: emptyCartAddress(nextId(data.sequences, 'cartAddress')),
    coupon_code: null,
    created_at: timestamp,
    updated_at: timestamp,
  };
  data.carts.push(cart);
  return cart;
}

export interface ItemOptions {
  readonly extension_attributes?: Record<string, unknown> | undefined;
  readonly custom_attributes?: readonly CustomAttribute[] | undefined;
}

/**
 * Adds `qty` of a product and returns the item. A unique product (a diamond) is never in a cart twice: a second add
 * answers the item already there, unchanged, and more than one is not in stock. Another product joins the item
 * of the same sku and options, as Magento merges equal items. The attributes the store writes for a product (a
 * ring's parent sku and choices) replace the client's of the same name. A configurable product needs a variant.
 */
export function addProduct(data: MockDatabase, cart: Cart, product: CartProduct, qty: number, clientOptions: ItemOptions, now: Date): CartItem {
  if (product.requiresOptions) throw cartErrors.optionsRequired();
  if (product.unique && qty > 1) throw cartErrors.qtyNotAvailable();
  const options = withProductAttributes(clientOptions, product.itemAttributes);
  const same = cart.items.find((item) => item.sku === product.sku && (product.unique || sameOptions(item, options)));
  if (same && product.unique) return same;
  if (same) {
    same.qty += qty;
  } else {
    cart.items.push({
      item_id: nextId(data.sequences, 'cartItem'),
      sku: product.sku,
      qty,
      name: product.name,
      price: product.price,
      product_type: product.product_type,
      ...(options.extension_attributes === undefined ? {} : { extension_attributes: { ...options.extension_attributes } }),
      ...(options.custom_attributes === undefined ? {} : { custom_attributes: options.custom_attributes.map((attribute) => ({ ...attribute })) }),
    });
  }
  touch(cart, now);
  dropInapplicableCoupon(cart, now);
  // The item just pushed or grown is the result.
  return same ?? (cart.items[cart.items.length - 1] as CartItem);
}

/** Removes an item of the cart, or answers Magento's 404 when the cart has no item of that id. */
export function removeItem(cart: Cart, itemId: number, itemIdText: string, now: Date): void {
  const index = cart.items.findIndex((item) => item.item_id === itemId);
  if (index < 0) throw cartErrors.itemNotInCart(cart.id, itemIdText);
  cart.items.splice(index, 1);
  touch(cart, now);
  dropInapplicableCoupon(cart, now);
}

/**
 * Replaces the billing address (keeping its id, which is the answer) and, with `useForShipping`, the shipping
 * address too. Fields left out are emptied, as Magento replaces the quote's address with the one given.
 */
export function assignBillingAddress(cart: Cart, input: CartAddressInput, useForShipping: boolean, now: Date): number {
  cart.billing_address = addressFrom(cart.billing_address.id, input, cart.customer_id);
  if (useForShipping) {
    cart.shipping_address = { ...addressFrom(cart.shipping_address.id, input, cart.customer_id), same_as_billing: 1 };
  }
  touch(cart, now);
  return cart.billing_address.id;
}

function addressFrom(id: number, input: CartAddressInput, customerId: number | null): CartAddress {
  const street = input.street ?? '';
  return {
    ...emptyCartAddress(id),
    region: input.region ?? null,
    region_id: input.region_id ?? null,
    region_code: input.region_code ?? null,
    country_id: input.country_id ?? null,
    street: typeof street === 'string' ? street.split('\n') : street.length > 0 ? [...street] : [''],
    company: input.company ?? null,
    telephone: input.telephone ?? null,
    fax: input.fax ?? null,
    postcode: input.postcode ?? null,
    city: input.city ?? null,
    firstname: input.firstname ?? null,
    lastname: input.lastname ?? null,
    middlename: input.middlename ?? null,
    prefix: input.prefix ?? null,
    suffix: input.suffix ?? null,
    vat_id: input.vat_id ?? null,
    // A guest's address belongs to no customer, whatever the client claims.
    customer_id: customerId,
    email: input.email ?? null,
    same_as_billing: input.same_as_billing ?? 0,
    customer_address_id: customerId === null ? null : (input.customer_address_id ?? null),
    save_in_address_book: input.save_in_address_book ?? 0,
  };
}

function withProductAttributes(client: ItemOptions, store: ProductItemAttributes | undefined): ItemOptions {
  if (!store) return client;
  const storeCodes = new Set((store.custom_attributes ?? []).map((attribute) => attribute.attribute_code));
  const extension =
    client.extension_attributes === undefined && store.extension_attributes === undefined
      ? undefined
      : { ...client.extension_attributes, ...store.extension_attributes };
  const custom =
    client.custom_attributes === undefined && store.custom_attributes === undefined
      ? undefined
      : [...(client.custom_attributes ?? []).filter((attribute) => !storeCodes.has(attribute.attribute_code)), ...(store.custom_attributes ?? [])];
  return { extension_attributes: extension, custom_attributes: custom };
}

function sameOptions(item: CartItem, options: ItemOptions): boolean {
  return (
    JSON.stringify(item.extension_attributes ?? null) === JSON.stringify(options.extension_attributes ?? null) &&
    JSON.stringify(item.custom_attributes ?? null) === JSON.stringify(options.custom_attributes ?? null)
  );
}

function touch(cart: Cart, now: Date): void {
  cart.updated_at = toMagentoDateTime(now);
}
