import { appendFile, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLogger } from '../app/logger';
import { makeTempDir } from '../test/test-server';
import { JsonFileStore, journalFiles, readStoredData } from './json-file-store';

interface Cart {
  id: number;
  masked_id: string;
  items: { sku: string; qty: number }[];
}
interface Data {
  carts: Cart[];
  sequences: { cart: number };
}

const silent: MockLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const CARTS = 10_000;

const manyCarts = (count: number): Data => ({
  carts: Array.from({ length: count }, (_, i) => ({ id: i + 1, masked_id: `masked-${i + 1}`, items: [{ sku: `diamond-${i}`, qty: 1 }] })),
  sequences: { cart: count },
});

function openStore(file: string, options: { log?: MockLogger; compactAfterBytes?: number } = {}) {
  return JsonFileStore.open<Data>({
    file,
    create: () => ({ carts: [], sequences: { cart: 0 } }),
    revive: (raw) => {
      if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as Data).carts)) throw new Error('not a Data file');
      return { data: raw as Data, upgraded: false };
    },
    log: options.log ?? silent,
    ...(options.compactAfterBytes === undefined ? {} : { compactAfterBytes: options.compactAfterBytes }),
  });
}

/** The shopper's add to cart: one item into one cart, found by its masked id. */
const addItem = (data: Data, maskedId: string, sku: string) => data.carts.find((cart) => cart.masked_id === maskedId)!.items.push({ sku, qty: 1 });

/** A new cart, with its id from the counter. */
const newCart = (data: Data) => {
  data.sequences.cart += 1;
  data.carts.push({ id: data.sequences.cart, masked_id: `masked-${data.sequences.cart}`, items: [] });
};

describe('the journal beside the data file', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let file: string;
  beforeEach(async () => {
    temp = await makeTempDir();
    file = join(temp.dir, 'db.json');
  });
  afterEach(() => temp.remove());

  it(`answers a write at ${CARTS} carts by appending the changed cart to the journal, leaving the data file as it was`, async () => {
    await writeFile(file, JSON.stringify(manyCarts(CARTS)));
    const store = await openStore(file);
    const snapshotBefore = await stat(file);
    await store.update((data) => addItem(data, 'masked-5000', 'diamond-x'));
    await store.update((data) => addItem(data, 'masked-17', 'diamond-y'));

    const snapshotAfter = await stat(file);
    expect(snapshotAfter.size).toBe(snapshotBefore.size);
    expect(snapshotAfter.mtimeMs).toBe(snapshotBefore.mtimeMs);
    const lines = (await readFile(journalFiles(file).journal, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    // A line holds the cart that changed, not the store: far smaller than the data file.
    for (const line of lines) expect(line.length).toBeLessThan(snapshotBefore.size / 1000);
    expect(JSON.parse(lines[0]!)).toEqual({
      seq: 1,
      ops: [{ key: 'carts', set: [[4999, { id: 5000, masked_id: 'masked-5000', items: [{ sku: 'diamond-4999', qty: 1 }, { sku: 'diamond-x', qty: 1 }] }]] }],
    });
    const stored = (await readStoredData(file)) as Data;
    expect(stored.carts[4999]!.items.map((item) => item.sku)).toEqual(['diamond-4999', 'diamond-x']);
    expect(stored.carts[16]!.items.map((item) => item.sku)).toEqual(['diamond-16', 'diamond-y']);
    await store.close();
  });

  it('shares one append among concurrent writes', async () => {
    const store = await openStore(file);
    await Promise.all(Array.from({ length: 50 }, () => store.update(newCart)));
    const lines = (await readFile(journalFiles(file).journal, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(50);
    expect(((await readStoredData(file)) as Data).carts.map((cart) => cart.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await store.close();
  });

  it('ignores a torn last line (a write cut by a crash, never answered) and keeps every line before it', async () => {
    const store = await openStore(file);
    await store.update(newCart);
    await store.update(newCart);
    await store.update((data) => addItem(data, 'masked-1', 'diamond-1'));
    // The process dies here: the disk keeps the files as they are now (a graceful close would fold the journal).
    const atCrash = { snapshot: await readFile(file), journal: await readFile(journalFiles(file).journal) };
    await store.close();
    await writeFile(file, atCrash.snapshot);
    await writeFile(journalFiles(file).journal, atCrash.journal);
    // A fourth write was half-way into the journal.
    await appendFile(journalFiles(file).journal, '{"seq":4,"ops":[{"key":"carts","insert":[[2,{"id":3,"masked_id":"mas');
    const warn = vi.fn();
    const reopened = await openStore(file, { log: { ...silent, warn } });
    expect(reopened.data.carts).toEqual([
      { id: 1, masked_id: 'masked-1', items: [{ sku: 'diamond-1', qty: 1 }] },
      { id: 2, masked_id: 'masked-2', items: [] },
    ]);
    expect(warn).not.toHaveBeenCalled();
    // The start folded the journal into the data file, which alone holds everything.
    expect(await readdir(temp.dir)).toEqual(['db.json']);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ carts: reopened.data.carts, sequences: { cart: 2 } });
    await reopened.update(newCart);
    expect(((await readStoredData(file)) as Data).carts.map((cart) => cart.id)).toEqual([1, 2, 3]);
    await reopened.close();
  });

  it('keeps every change through background compactions, and after a restart', async () => {
    await writeFile(file, JSON.stringify(manyCarts(20)));
    const store = await openStore(file, { compactAfterBytes: 2_000 });
    const snapshotBefore = (await stat(file)).mtimeMs;
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 300; i++) {
      writes.push(store.update((data) => (i % 3 === 0 ? newCart(data) : addItem(data, `masked-${(i % 10) * 2 + 1}`, `extra-${i}`))));
      if (i === 150) writes.push(store.update((data) => (data.carts = data.carts.filter((cart) => cart.id % 2 === 1))));
      if (i % 25 === 0) await Promise.all(writes);
    }
    await Promise.all(writes);
    const inMemory = JSON.parse(JSON.stringify(store.data)) as Data;
    // The data file was rewritten while the server ran, and the journal is far smaller than 300 lines.
    expect((await stat(file)).mtimeMs).not.toBe(snapshotBefore);
    expect(await readStoredData(file)).toEqual(inMemory);
    await store.close();
    const reopened = await openStore(file);
    expect(JSON.parse(JSON.stringify(reopened.data))).toEqual(inMemory);
    expect(reopened.data.carts.filter((cart) => cart.id <= 20).every((cart) => cart.id % 2 === 1)).toBe(true);
    await reopened.close();
  });

  it('loads the same data whichever step of a compaction a crash interrupted', async () => {
    const entries = [
      { seq: 1, ops: [{ key: 'carts', insert: [[0, { id: 1, masked_id: 'm1', items: [] }]] }] },
      { seq: 2, ops: [{ key: 'carts', set: [[0, { id: 1, masked_id: 'm1', items: [{ sku: 'a', qty: 1 }] }]] }] },
      { seq: 3, ops: [{ key: 'carts', insert: [[1, { id: 2, masked_id: 'm2', items: [] }]] }] },
    ];
    const lines = (from: number, to: number) => entries.slice(from, to).map((entry) => `${JSON.stringify(entry)}\n`).join('');
    const expected = [
      { id: 1, masked_id: 'm1', items: [{ sku: 'a', qty: 1 }] },
      { id: 2, masked_id: 'm2', items: [] },
    ];
    const { journal, older } = journalFiles(file);
    // The old journal was moved aside and a new one started, but the new data file was not renamed into place yet.
    await writeFile(file, JSON.stringify({ carts: [], sequences: { cart: 0 } }));
    await writeFile(older, lines(0, 2));
    await writeFile(journal, lines(2, 3));
    expect(((await readStoredData(file)) as Data).carts).toEqual(expected);
    // The new data file (holding entries 1 and 2) is in place; the old journal was not removed yet.
    await writeFile(file, JSON.stringify({ carts: expected.slice(0, 1), sequences: { cart: 0 }, _journal: { through: 2 } }));
    expect(((await readStoredData(file)) as Data).carts).toEqual(expected);
    // ...and the new journal even repeats entry 2 (it was pending when the data file was taken).
    await writeFile(journal, lines(1, 3));
    expect(((await readStoredData(file)) as Data).carts).toEqual(expected);
    const store = await openStore(file);
    expect(store.data.carts).toEqual(expected);
    expect(await readdir(temp.dir)).toEqual(['db.json']);
    await store.close();
  });

  it('journals the part of a change that throws half-way, so the disk matches what readers saw', async () => {
    const store = await openStore(file);
    await store.update(newCart);
    expect(() =>
      store.update((data) => {
        addItem(data, 'masked-1', 'kept');
        throw new Error('refused after a change');
      }),
    ).toThrow('refused');
    await store.update(newCart);
    expect(((await readStoredData(file)) as Data).carts).toEqual(JSON.parse(JSON.stringify(store.data.carts)));
    expect(store.data.carts[0]!.items).toEqual([{ sku: 'kept', qty: 1 }]);
    await store.close();
  });

  it('journals a reset as the whole new data', async () => {
    const store = await openStore(file);
    await store.update(newCart);
    await store.replace({ carts: [], sequences: { cart: 0 } });
    await store.update(newCart);
    expect(await readStoredData(file)).toEqual({ carts: [{ id: 1, masked_id: 'masked-1', items: [] }], sequences: { cart: 1 } });
    await store.close();
  });
});
