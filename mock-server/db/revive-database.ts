import type { MockLogger } from '../app/logger';
import { seedDatabase } from '../seed/seed-database';
import { mockDatabaseSchema } from './mock-database';
import type { MockDatabase } from './mock-database';
import { emptySequences } from './sequences';
import type { Sequences } from './sequences';

/**
 * Turns a parsed data file into the database, or throws if it is not one. Collections missing from the file
 * (added to the mock after the file was written: carts, customers, tokens, password resets and orders, for files
 * written before they existed) are seeded, and
 * the result is flagged for writing back. The id counters are then raised to at least the largest id in use, so
 * that a file whose counters are missing or behind its records (edited by hand) never hands out an id twice.
 */
export function reviveDatabase(raw: unknown, seed: number, log: MockLogger): { data: MockDatabase; upgraded: boolean } {
  const result = mockDatabaseSchema.partial().safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(issue ? `${issue.path.join('.') || 'top level'}: ${issue.message}` : 'not a mock database');
  }
  const stored = result.data;
  if (stored._meta && stored._meta.seed !== seed) {
    log.warn(`The data file was seeded with SEED=${stored._meta.seed}, not ${seed}: keeping its data (POST /__control/reset reseeds it)`);
  }
  const keys = Object.keys(mockDatabaseSchema.shape) as (keyof MockDatabase)[];
  const complete = keys.every((key) => stored[key] !== undefined);
  const data = complete ? (stored as MockDatabase) : { ...seedDatabase(seed), ...stored };
  const sequencesRaised = raiseSequences(data);
  return { data, upgraded: !complete || sequencesRaised };
}

/** Sets each counter to at least the largest id of its records; true when one had to move. */
function raiseSequences(data: MockDatabase): boolean {
  const inUse: Sequences = emptySequences();
  for (const cart of data.carts) {
    inUse.cart = Math.max(inUse.cart, cart.id);
    inUse.cartAddress = Math.max(inUse.cartAddress, cart.billing_address.id, cart.shipping_address.id);
    for (const item of cart.items) inUse.cartItem = Math.max(inUse.cartItem, item.item_id);
  }
  for (const customer of data.customers) {
    inUse.customer = Math.max(inUse.customer, customer.id);
    for (const address of customer.addresses) inUse.customerAddress = Math.max(inUse.customerAddress, address.id);
  }
  for (const order of data.orders) {
    inUse.order = Math.max(inUse.order, order.entity_id);
    for (const item of order.items) inUse.orderItem = Math.max(inUse.orderItem, item.item_id);
  }
  let raised = false;
  for (const name of Object.keys(inUse) as (keyof Sequences)[]) {
    if (data.sequences[name] < inUse[name]) {
      data.sequences[name] = inUse[name];
      raised = true;
    }
  }
  return raised;
}
