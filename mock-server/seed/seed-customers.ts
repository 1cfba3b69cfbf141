import { createHash } from 'node:crypto';
import { sharedRingCatalog } from '../catalog/ring-catalog';
import { toMagentoDateTime } from '../db/magento-datetime';
import type { Customer } from '../store-rest/customers/customer';
import { DEFAULT_PASSWORD_HASH_COST, hashPasswordSync } from '../store-rest/customers/password-hash';
import type { Order } from '../store-rest/orders/order';
import { incrementIdOf } from '../store-rest/orders/order';
import { REFERENCE_DATE } from './seeded-faker';

/** The demo account of docs/product-decisions.md. */
export const DEMO_CUSTOMER = { email: 'demo@loupe.test', password: 'Diamond2024!', firstname: 'Dana', lastname: 'Demo' } as const;

const DAY_MS = 86_400_000;
/** The demo order: four days before the seed's reference date (2026-01-01), mid-afternoon UTC. */
const DEMO_ORDER_DATE = new Date(REFERENCE_DATE.getTime() - 4 * DAY_MS + 15.5 * 3_600_000);
const DEMO_ORDER_SKU = 'fw-solitaire-er';

const hashes = new Map<number, string>();

/**
 * The demo customer's hash. The salt is derived from the seed rather than drawn at random, because the seed must
 * give the same data byte for byte (a reset, a second server); every account created at run time gets a random
 * salt. The cost is the production default whatever a test server configures. Computed once per seed and process:
 * scrypt at N = 2^14 takes tens of milliseconds, and every test server seeds.
 */
function demoPasswordHash(seed: number): string {
  let hash = hashes.get(seed);
  if (hash === undefined) {
    const salt = createHash('sha256').update(`loupe-demo-customer:${seed}`).digest().subarray(0, 16);
    hash = hashPasswordSync(DEMO_CUSTOMER.password, DEFAULT_PASSWORD_HASH_COST, salt);
    hashes.set(seed, hash);
  }
  return hash;
}

/** The demo customer (id 1) with a default billing and shipping address (1) and a second address (2). */
export function seedCustomers(seed: number): Customer[] {
  const createdAt = toMagentoDateTime(new Date(REFERENCE_DATE.getTime() - 90 * DAY_MS));
  return [
    {
      id: 1,
      firstname: DEMO_CUSTOMER.firstname,
      lastname: DEMO_CUSTOMER.lastname,
      email: DEMO_CUSTOMER.email,
      created_at: createdAt,
      updated_at: createdAt,
      addresses: [
        {
          id: 1,
          firstname: DEMO_CUSTOMER.firstname,
          lastname: DEMO_CUSTOMER.lastname,
          company: null,
          street: ['350 Fifth Avenue', 'Apt 21B'],
          city: 'New York',
          region: { region_code: 'NY', region: 'New York', region_id: 43 },
          country_id: 'US',
          postcode: '10118',
          telephone: '2125550142',
          default_billing: true,
          default_shipping: true,
        },
        {
          id: 2,
          firstname: DEMO_CUSTOMER.firstname,
          lastname: DEMO_CUSTOMER.lastname,
          company: 'Loupe Demo Co.',
          street: ['1 Market Street'],
          city: 'San Francisco',
          region: { region_code: 'CA', region: 'California', region_id: 12 },
          country_id: 'US',
          postcode: '94105',
          telephone: '4155550199',
          default_billing: false,
          default_shipping: false,
        },
      ],
      password_hash: demoPasswordHash(seed),
    },
  ];
}

/** The demo order's billing and shipping address: the demo customer's default address. */
const DEMO_ORDER_ADDRESS = {
  firstname: DEMO_CUSTOMER.firstname,
  lastname: DEMO_CUSTOMER.lastname,
  street: ['350 Fifth Avenue', 'Apt 21B'],
  city: 'New York',
  region: 'New York',
  region_code: 'NY',
  region_id: 43,
  postcode: '10118',
  country_id: 'US',
  telephone: '2125550142',
  email: DEMO_CUSTOMER.email,
};

/**
 * The demo customer's past order (entity 1, `000000001`): one solitaire variant of the seeded ring catalogue,
 * dated before the reference date. The seed never reads the clock, so with a real clock the order is historical:
 * it is in the order history, not among the account's "recent orders" (the last month).
 */
export function seedOrders(seed: number): Order[] {
  const ring = sharedRingCatalog(seed).products.find((product) => product.type_id === 'simple' && product.sku.startsWith(`${DEMO_ORDER_SKU}-`));
  const item = ring ? { sku: ring.sku, name: ring.name, price: ring.price } : { sku: DEMO_ORDER_SKU, name: 'Solitaire ring', price: 1_000 };
  const createdAt = toMagentoDateTime(DEMO_ORDER_DATE);
  return [
    {
      entity_id: 1,
      increment_id: incrementIdOf(1),
      customer_id: 1,
      customer_email: DEMO_CUSTOMER.email,
      customer_firstname: DEMO_CUSTOMER.firstname,
      customer_lastname: DEMO_CUSTOMER.lastname,
      created_at: createdAt,
      updated_at: createdAt,
      status: 'complete',
      state: 'complete',
      base_currency_code: 'USD',
      base_grand_total: item.price,
      grand_total: item.price,
      subtotal: item.price,
      discount_amount: 0,
      coupon_code: null,
      billing_address: DEMO_ORDER_ADDRESS,
      shipping_address: DEMO_ORDER_ADDRESS,
      items: [{ item_id: 1, ...item, qty_ordered: 1 }],
    },
  ];
}
