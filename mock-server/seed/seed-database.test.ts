import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../test/test-server';
import { seedDatabase } from './seed-database';
import { deriveSeed } from './seeded-faker';

async function cmsPagesOf(seed: number): Promise<unknown[]> {
  const mock = await startTestServer({ seed });
  try {
    return await Promise.all([4, 5, 6, 7].map(async (id) => (await fetch(`${mock.url}/rest/V1/cmsPage/${id}`)).json()));
  } finally {
    await mock.close();
  }
}

describe('the seed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives two servers with the same seed identical CMS data', async () => {
    const [first, second] = await Promise.all([cmsPagesOf(42), cmsPagesOf(42)]);
    expect(second).toEqual(first);
  });

  it('gives another seed other names, addresses and dates', async () => {
    const [a, b] = await Promise.all([cmsPagesOf(42), cmsPagesOf(43)]);
    expect(JSON.stringify(b)).not.toEqual(JSON.stringify(a));
  });

  it('does not depend on the clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-06-15T12:00:00Z'));
    const later = seedDatabase(42);
    vi.setSystemTime(new Date('2001-02-03T04:05:06Z'));
    const earlier = seedDatabase(42);
    expect(JSON.stringify(later)).toBe(JSON.stringify(earlier));
    for (const page of later.cmsPages) expect(page.update_time < '2026-01-01 00:00:00').toBe(true);
  });

  it('derives a separate, stable sequence for each part of the data', () => {
    expect(deriveSeed(42, 'cms-pages')).toBe(deriveSeed(42, 'cms-pages'));
    expect(deriveSeed(42, 'cms-pages')).not.toBe(deriveSeed(42, 'diamonds'));
    expect(deriveSeed(42, 'cms-pages')).not.toBe(deriveSeed(43, 'cms-pages'));
  });

  it('starts with no contact messages', () => {
    expect(seedDatabase(1).contactMessages).toEqual([]);
  });
});
