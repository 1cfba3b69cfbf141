/**
 * The add-to-cart write of `npm run bench:api` with many carts already stored: whether a write's cost grows with the
 * size of everything stored. The data file is seeded with STORED_CARTS guest carts (each holding a diamond, cloned
 * from a cart made through the real routes), the CLI starts on it, and each measured request adds another diamond
 * to another of those carts. Plain HTTP and files only, so the same scenario measures any version of the backend.
 */
import autocannon from 'autocannon';
import type { AutocannonRequestSpec, AutocannonResult } from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createCart, expectOk, postJson } from './bench-http';

export const STORED_CARTS = 10_000;
/** The second run: one request at a time, so that its latency is the cost of one write, without queueing. */
const ALONE_SECONDS = 5;

export interface StoredCartsBench {
  /** The data file of this scenario (its own, in the benchmark's temp directory). */
  dbFile: string;
  /** The id of the n-th diamond of the catalogue. */
  stone(index: number): string;
  startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }>;
  measure(url: string, request: AutocannonRequestSpec): Promise<AutocannonResult>;
  env: Record<string, string>;
}

export interface StoredCartsResult {
  result: AutocannonResult;
  /** The same adds one at a time (one connection), right after. */
  alone: AutocannonResult;
  adds: number;
  /** Bytes of the data file and of whatever lies beside it (a journal) after the run, before the graceful stop. */
  fileBytes: number;
  besideBytes: number;
}

interface StoredCart {
  id: number;
  masked_id: string;
  billing_address: { id: number };
  shipping_address: { id: number };
  items: { item_id: number }[];
}

interface StoredFile {
  carts: StoredCart[];
  sequences: Record<string, number>;
}

export async function measureAddWithStoredCarts(bench: StoredCartsBench): Promise<StoredCartsResult> {
  const { dbFile, stone } = bench;
  // One real cart with a diamond, made through the routes, then a graceful stop: the data file then holds it all.
  let server = await bench.startServer({ ...bench.env, MOCK_DB: dbFile });
  const template = await createCart(server.url);
  await expectOk(postJson(`${server.url}/rest/V1/guest-carts/${template}/items`, { cartItem: { sku: stone(0), qty: 1 } }), 'the template cart');
  await stop(server.child);

  const data = JSON.parse(await readFile(dbFile, 'utf8')) as StoredFile;
  const model = data.carts.find((cart) => cart.masked_id === template);
  if (!model) throw new Error('the template cart is not in the data file');
  const masked: string[] = [];
  const carts: StoredCart[] = [];
  let address = Math.max(...data.carts.flatMap((cart) => [cart.billing_address.id, cart.shipping_address.id]));
  let item = Math.max(...data.carts.flatMap((cart) => cart.items.map((line) => line.item_id)));
  for (let n = 0; n < STORED_CARTS; n++) {
    const cart = JSON.parse(JSON.stringify(model)) as StoredCart;
    cart.id = model.id + 1 + n;
    cart.masked_id = randomBytes(24).toString('base64url');
    cart.billing_address.id = ++address;
    cart.shipping_address.id = ++address;
    for (const line of cart.items) line.item_id = ++item;
    masked.push(cart.masked_id);
    carts.push(cart);
  }
  data.carts.push(...carts);
  data.sequences = { ...data.sequences, cart: model.id + STORED_CARTS, cartAddress: address, cartItem: item };
  await writeFile(dbFile, JSON.stringify(data));

  server = await bench.startServer({ ...bench.env, MOCK_DB: dbFile });
  let adds = 0;
  const add: AutocannonRequestSpec = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      const n = adds++;
      return { ...request, path: `/rest/V1/guest-carts/${masked[(n * 7919) % STORED_CARTS]}/items`, body: JSON.stringify({ cartItem: { sku: stone(n + 1), qty: 1 } }) };
    },
  };
  const result = await bench.measure(server.url, add);
  const alone = await autocannon({ url: server.url, connections: 1, duration: ALONE_SECONDS, requests: [add] });
  const fileBytes = (await stat(dbFile)).size;
  let besideBytes = 0;
  for (const name of await readdir(dirname(dbFile))) {
    if (name.startsWith(`${basename(dbFile)}.`)) besideBytes += (await stat(join(dirname(dbFile), name))).size;
  }
  await stop(server.child);
  return { result, alone, adds, fileBytes, besideBytes };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
