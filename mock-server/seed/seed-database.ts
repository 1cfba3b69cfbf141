import { DATA_FORMAT_VERSION } from '../db/mock-database';
import type { MockDatabase } from '../db/mock-database';
import { emptySequences } from '../db/sequences';
import { seedCmsPages } from './cms-pages/seed-cms-pages';
import { seedCustomers, seedOrders } from './seed-customers';
import { seededFaker } from './seeded-faker';

/** The initial data for a seed: the same seed always gives the same data, byte for byte. */
export function seedDatabase(seed: number): MockDatabase {
  return {
    _meta: { formatVersion: DATA_FORMAT_VERSION, seed },
    cmsPages: seedCmsPages(seededFaker(seed, 'cms-pages')),
    contactMessages: [],
    carts: [],
    customers: seedCustomers(seed),
    tokens: [],
    passwordResets: [],
    passwordResetRequests: [],
    orders: seedOrders(seed),
    // The seeded records hold customer 1, addresses 1 and 2, order 1 and its item 1.
    sequences: { ...emptySequences(), customer: 1, customerAddress: 2, order: 1, orderItem: 1 },
  };
}
