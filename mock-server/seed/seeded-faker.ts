import { Faker, en } from '@faker-js/faker';

/**
 * "Now" for all seeded data. Faker's date helpers count from the real clock unless told otherwise, which would make
 * the seed depend on the day it runs.
 */
export const REFERENCE_DATE = new Date('2026-01-01T00:00:00.000Z');

/**
 * A faker seeded for one part of the data (`stream`, e.g. 'cms-pages'). Each part draws from its own sequence, so
 * adding a collection, or drawing one more value in another part, never changes the data of this one. A private
 * instance (not the shared `faker`) keeps two servers in one process from disturbing each other's sequence.
 */
export function seededFaker(seed: number, stream: string): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(deriveSeed(seed, stream));
  faker.setDefaultRefDate(REFERENCE_DATE);
  return faker;
}

/** FNV-1a over the stream name, mixed with the seed: a stable 32-bit seed per (seed, stream). */
export function deriveSeed(seed: number, stream: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (const char of `${seed}:${stream}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
