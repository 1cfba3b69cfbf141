import { DATA_FORMAT_VERSION } from '../db/mock-database';
import type { MockDatabase } from '../db/mock-database';
import { emptySequences } from '../db/sequences';
import { seedCmsPages } from './cms-pages/seed-cms-pages';
import { seededFaker } from './seeded-faker';

/** The initial data for a seed: the same seed always gives the same data, byte for byte. */
export function seedDatabase(seed: number): MockDatabase {
  return {
    _meta: { formatVersion: DATA_FORMAT_VERSION, seed },
    cmsPages: seedCmsPages(seededFaker(seed, 'cms-pages')),
    contactMessages: [],
    carts: [],
    sequences: emptySequences(),
  };
}
