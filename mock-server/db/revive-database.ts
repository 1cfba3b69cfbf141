import type { MockLogger } from '../app/logger';
import { seedDatabase } from '../seed/seed-database';
import { mockDatabaseSchema } from './mock-database';
import type { MockDatabase } from './mock-database';

/**
 * Turns a parsed data file into the database, or throws if it is not one. Collections missing from the file
 * (added to the mock after the file was written) are seeded, and the result is flagged for writing back.
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
  if (keys.every((key) => stored[key] !== undefined)) return { data: stored as MockDatabase, upgraded: false };
  return { data: { ...seedDatabase(seed), ...stored }, upgraded: true };
}
