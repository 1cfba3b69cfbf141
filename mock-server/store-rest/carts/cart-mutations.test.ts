import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed-database';
import { addProduct, assignBillingAddress, createCart, removeItem } from './cart-mutations';
import type { CartProduct } from './cart-products';

// A product other than a diamond (made up here, so that the rule does not depend on the seeded catalogue).
const ring: CartProduct = { sku: 'fw-halo-er-rose gold-14k-6', name: 'Halo ring', price: 1250.5, product_type: 'simple', unique: false };
const diamond: CartProduct = { sku: '100000001', name: 'A diamond', price: 5000, product_type: 'simple', unique: true };
const now = new Date('2026-03-01T10:00:00Z');

describe('cart changes', () => {
  it('merges equal items of an ordinary product and keeps items with other options apart', () => {
    const data = seedDatabase(42);
    const cart = createCart(data, null, now);
    const size6 = { custom_attributes: [{ attribute_code: 'ring_size', value: '6' }] };
    const first = addProduct(data, cart, ring, 1, size6, now);
    const merged = addProduct(data, cart, ring, 2, size6, now);
    expect(merged.item_id).toBe(first.item_id);
    expect(merged.qty).toBe(3);
    const other = addProduct(data, cart, ring, 1, { custom_attributes: [{ attribute_code: 'ring_size', value: '7' }] }, now);
    expect(other.item_id).toBe(first.item_id + 1);
    expect(cart.items).toHaveLength(2);
  });

  it('never reuses an item id, even after the newest item is removed', () => {
    const data = seedDatabase(42);
    const cart = createCart(data, null, now);
    const first = addProduct(data, cart, diamond, 1, {}, now);
    removeItem(cart, first.item_id, String(first.item_id), now);
    expect(addProduct(data, cart, diamond, 1, {}, now).item_id).toBe(first.item_id + 1);
  });

  it('changes nothing when it refuses', () => {
    const data = seedDatabase(42);
    const cart = createCart(data, null, now);
    const before = JSON.stringify(data);
    expect(() => addProduct(data, cart, diamond, 2, {}, now)).toThrow();
    expect(() => removeItem(cart, 99, '99', new Date('2027-01-01T00:00:00Z'))).toThrow();
    expect(JSON.stringify(data)).toBe(before);
  });

  it('keeps a guest\'s address free of customer ids the client sends', () => {
    const data = seedDatabase(42);
    const cart = createCart(data, null, now);
    assignBillingAddress(cart, { customer_id: 5, customer_address_id: 9, street: 'One\nTwo' }, false, now);
    expect(cart.billing_address).toMatchObject({ customer_id: null, customer_address_id: null, street: ['One', 'Two'] });
  });
});
