import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diamondIdAt, guestCartClient } from '../../test/guest-cart-client';
import { readStoredData } from '../../persistence/json-file-store';
import { makeTempDir, startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';

const DIAMOND_COUNT = 2000;

interface StoredData {
  carts: { masked_id: string; id: number; items: { item_id: number; sku: string }[]; created_at: string }[];
  sequences: { cart: number; cartItem: number; cartAddress: number };
}
const stored = async (dbFile: string) => (await readStoredData(dbFile)) as StoredData;

describe('carts in the data file', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let dbFile: string;
  const servers: TestServer[] = [];
  const start = async (control = false) => {
    const mock = await startTestServer({ dbFile, control, diamondCount: DIAMOND_COUNT });
    servers.push(mock);
    return mock;
  };
  beforeEach(async () => {
    temp = await makeTempDir();
    dbFile = join(temp.dir, 'db.json');
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    await temp.remove();
  });

  it('has the cart and its items on disk by the time each answer arrives, and keeps them across a restart', async () => {
    const first = await start();
    const carts = guestCartClient(first.url);
    const cartId = await carts.create();
    expect((await stored(dbFile)).carts.map((cart) => cart.masked_id)).toEqual([cartId]);
    const { body: item } = await carts.addDiamond({ cartId, diamondId: diamondIdAt(5) });
    expect((await stored(dbFile)).carts[0]?.items).toEqual([expect.objectContaining({ sku: diamondIdAt(5) })]);
    expect((await carts.billingAddress(cartId, { address: { firstname: 'Ada' } })).status).toBe(200);
    const before = await carts.get(cartId);
    await first.close();

    const second = await start();
    const again = guestCartClient(second.url);
    expect(await again.get(cartId)).toEqual(before);
    // Ids go on from where the first server stopped.
    const { body: next } = await again.addDiamond({ cartId, diamondId: diamondIdAt(6) });
    expect((next as { item_id: number }).item_id).toBe((item as { item_id: number }).item_id + 1);
    expect((await again.deleteItem(cartId, (item as { item_id: number }).item_id)).body).toBe(true);
    expect((await stored(dbFile)).carts[0]?.items.map((stone) => stone.sku)).toEqual([diamondIdAt(6)]);
  });

  it('stamps created_at and updated_at from the clock in Magento format', async () => {
    const mock = await start();
    const carts = guestCartClient(mock.url);
    const before = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const cartId = await carts.create();
    const after = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const cart = (await carts.get(cartId)).body as { created_at: string; updated_at: string };
    expect(cart.created_at >= before && cart.created_at <= after).toBe(true);
    expect(cart.updated_at).toBe(cart.created_at);
  });

  it('never serves carts or id counters through /db', async () => {
    const mock = await start();
    await guestCartClient(mock.url).create();
    for (const path of ['/db/carts', '/db/carts/1', '/db/sequences', '/db/cmsPages?_embed=carts']) {
      const response = await fetch(`${mock.url}${path}`);
      const text = await response.text();
      expect(text).not.toContain('masked_id');
      if (!path.includes('?')) {
        expect(response.status).toBe(404);
        expect(JSON.parse(text)).toEqual({ message: 'Request does not match any route.', parameters: [] });
      }
    }
  });

  it('empties the carts on a control reset', async () => {
    const mock = await start(true);
    const carts = guestCartClient(mock.url);
    const cartId = await carts.create();
    await carts.addDiamond({ cartId, diamondId: diamondIdAt(1) });
    expect((await fetch(`${mock.url}/__control/reset`, { method: 'POST' })).status).toBe(200);
    expect((await carts.get(cartId)).status).toBe(404);
    expect(await stored(dbFile)).toMatchObject({ carts: [], sequences: { cart: 0, cartItem: 0, cartAddress: 0 } });
  });

  it('loads a data file written before carts existed, adding the carts and counters', async () => {
    const message = { id: 1, name: 'Old', email: 'old@example.com', telephone: null, comment: 'kept', created_at: '2025-01-01 00:00:00' };
    await writeFile(dbFile, JSON.stringify({ _meta: { formatVersion: 1, seed: 42 }, cmsPages: [], contactMessages: [message] }));
    const mock = await start();
    expect(await stored(dbFile)).toMatchObject({ contactMessages: [message], carts: [], sequences: { cart: 0, cartItem: 0, cartAddress: 0 } });
    const cartId = await guestCartClient(mock.url).create();
    expect((await stored(dbFile)).carts).toEqual([expect.objectContaining({ masked_id: cartId, id: 1 })]);
  });

  it('raises counters that are missing or behind the stored carts, so that no id is handed out twice', async () => {
    const first = await start();
    const carts = guestCartClient(first.url);
    const cartId = await carts.create();
    await carts.addDiamond({ cartId, diamondId: diamondIdAt(1) });
    await first.close();
    const { sequences: _dropped, ...withoutCounters } = await stored(dbFile);
    await writeFile(dbFile, JSON.stringify(withoutCounters));

    const second = await start();
    expect((await stored(dbFile)).sequences).toMatchObject({ cart: 1, cartItem: 1, cartAddress: 2 });
    const again = guestCartClient(second.url);
    const { body } = await again.addDiamond({ cartId, diamondId: diamondIdAt(2) });
    expect((body as { item_id: number }).item_id).toBe(2);
    const other = await again.create();
    expect(((await again.get(other)).body as { id: number }).id).toBe(2);
  });
});
