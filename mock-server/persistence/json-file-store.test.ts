import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLogger } from '../app/logger';
import { makeTempDir } from '../test/test-server';
import { JsonFileStore, readStoredData } from './json-file-store';

interface Data {
  items: number[];
}

const silent: MockLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

function openStore(file: string | null, log: MockLogger = silent) {
  return JsonFileStore.open<Data>({
    file,
    create: () => ({ items: [] }),
    revive: (raw) => {
      if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as Data).items)) throw new Error('not a Data file');
      return { data: raw as Data, upgraded: false };
    },
    log,
  });
}

describe('JsonFileStore', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let file: string;
  beforeEach(async () => {
    temp = await makeTempDir();
    file = join(temp.dir, 'nested', 'db.json');
  });
  afterEach(() => temp.remove());

  it('seeds and writes a missing file, creating its directory', async () => {
    const store = await openStore(file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ items: [] });
    await store.close();
  });

  it('resolves an update only when the data file and its journal hold it', async () => {
    const store = await openStore(file);
    await store.update((data) => data.items.push(1));
    expect(await readStoredData(file)).toEqual({ items: [1] });
    await store.close();
  });

  it('shows an update to readers at once', async () => {
    const store = await openStore(file);
    const pending = store.update((data) => data.items.push(7));
    expect(store.data.items).toEqual([7]);
    await pending;
    await store.close();
  });

  it('persists every one of many concurrent updates', async () => {
    const store = await openStore(file);
    await Promise.all(Array.from({ length: 200 }, (_, i) => store.update((data) => data.items.push(i))));
    expect(((await readStoredData(file)) as Data).items).toHaveLength(200);
    await store.close();
  });

  it('reloads the data it wrote', async () => {
    const first = await openStore(file);
    await first.update((data) => data.items.push(42));
    await first.close();
    const second = await openStore(file);
    expect(second.data.items).toEqual([42]);
    await second.close();
  });

  it.each([
    ['broken JSON', '{"items": [1, 2'],
    ['an empty file', ''],
    ['JSON of the wrong shape', '[1, 2, 3]'],
  ])('moves a file with %s aside, logs it and reseeds', async (_case, content) => {
    await openStore(file).then((store) => store.close());
    await writeFile(file, content);
    const warn = vi.fn();
    const store = await openStore(file, { ...silent, warn });
    expect(store.data.items).toEqual([]);
    expect(await readFile(`${file}.corrupt-1`, 'utf8')).toBe(content);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ items: [] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${file}.corrupt-1`));
    await store.close();
  });

  it('numbers the aside copies so that none is overwritten', async () => {
    await openStore(file).then((store) => store.close());
    await writeFile(file, 'first garbage');
    await openStore(file).then((store) => store.close());
    await writeFile(file, 'second garbage');
    await openStore(file).then((store) => store.close());
    expect(await readFile(`${file}.corrupt-1`, 'utf8')).toBe('first garbage');
    expect(await readFile(`${file}.corrupt-2`, 'utf8')).toBe('second garbage');
  });

  it('removes temp files left by a crash, keeping the data file', async () => {
    const store = await openStore(file);
    await store.update((data) => data.items.push(5));
    await store.close();
    await writeFile(`${file}.tmp-999-1`, '{"items": [');
    await writeFile(join(temp.dir, 'nested', 'unrelated.txt'), 'keep me');
    const reopened = await openStore(file);
    expect(reopened.data.items).toEqual([5]);
    expect((await readdir(join(temp.dir, 'nested'))).sort()).toEqual(['db.json', 'unrelated.txt']);
    await reopened.close();
  });

  it('keeps memory-only data off the disk', async () => {
    const store = await openStore(null);
    await store.update((data) => data.items.push(1));
    expect(store.data.items).toEqual([1]);
    expect(await readdir(temp.dir)).toEqual([]);
    await store.close();
  });

  it('refuses updates after close, once pending writes are done', async () => {
    const store = await openStore(file);
    const pending = store.update((data) => data.items.push(3));
    await store.close();
    await pending;
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ items: [3] });
    expect(() => store.update((data) => data.items.push(4))).toThrow(/closed/);
  });
});
