import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { seededRandom } from '../recommendation/inventory/seeded-random';
import { startCli } from '../test/cli-process';
import type { CliProcess } from '../test/cli-process';
import { diamondIdAt } from '../test/guest-cart-client';
import { makeTempDir } from '../test/test-server';
import { call, inBatches, readStoredData, tryCall } from './store-calls';
import type { MaybeAnswer, StoredData } from './store-calls';

const ROUNDS = 20;
const DIAMOND_COUNT = 2000;
const CART_WORKERS = 3;
const DIAMONDS_PER_CART = 4;
const REGISTRATION_WORKERS = 1;
const CONTACT_WORKERS = 2;
/** The kill comes this long after the load starts, drawn from the seed for each round. */
const KILL_AFTER_MS = { min: 20, max: 420 } as const;
const PASSWORD = 'Crash-Test-1';

/** `RELIABILITY_SEED=<n>` replays the kill moments of a failed run; otherwise each run draws its own. */
const SEED = process.env.RELIABILITY_SEED ? Number(process.env.RELIABILITY_SEED) : randomInt(2 ** 31);

interface Ledger {
  /** masked id → the round that created it and the diamonds answered 200. */
  carts: Map<string, { round: number; skus: Set<string> }>;
  /** email → the round and the customer id of the 200 answer. */
  customers: Map<string, { round: number; id: number }>;
  messages: Set<string>;
}

describe('crash safety of the real CLI under a mixed write load', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let running: CliProcess | undefined;
  beforeAll(async () => {
    temp = await makeTempDir();
  });
  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await running?.exited;
    await temp.remove();
  });

  it(`keeps every write answered 2xx through ${ROUNDS} SIGKILLs at seeded random moments`, async () => {
    expect(Number.isSafeInteger(SEED), 'RELIABILITY_SEED must be a whole number').toBe(true);
    onTestFailed(() => console.error(`[reliability] crash-safety failed: replay with RELIABILITY_SEED=${SEED}`));
    const random = seededRandom(SEED, 'crash-kill-moments');
    const dbFile = join(temp.dir, 'db.json');
    const ledger: Ledger = { carts: new Map(), customers: new Map(), messages: new Set() };
    const unexpected: string[] = [];
    const killDelays: number[] = [];
    /** Writes the kill cut (sent, never answered): either outcome is right; counted to show where kills landed. */
    const cut = { total: 0, landed: 0 };
    const context = () => `RELIABILITY_SEED=${SEED}, kills after ${killDelays.join(', ')} ms`;
    const started = performance.now();

    const start = async () => {
      running = await startCli({ MOCK_DB: dbFile, DIAMOND_COUNT: String(DIAMOND_COUNT), MOCK_CONTROL: '1' });
      // The start removed the temp file an interrupted write left, and found nothing corrupt to move aside.
      expect(await readdir(temp.dir), context()).toEqual(['db.json']);
      return running.url;
    };

    for (let round = 0; round < ROUNDS; round++) {
      const url = await start();
      if (round > 0) expect(await lostAfterRestart(url, ledger, round - 1), context()).toEqual([]);

      const cutThisRound: Cut[] = [];
      const judge = (what: string, answer: NonNullable<MaybeAnswer>, ok: boolean): boolean => {
        if (!ok) unexpected.push(`round ${round} ${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
        return ok;
      };
      const cartWorker = async (worker: number) => {
        for (let serial = 0; ; serial++) {
          const created = await tryCall(url, 'POST', '/guest-carts');
          if (!created) cutThisRound.push({ kind: 'cart' });
          if (!created || !judge('cart', created, created.status === 200 && typeof created.body === 'string')) return;
          const maskedId = created.body as string;
          const skus = new Set<string>();
          ledger.carts.set(maskedId, { round, skus });
          for (let n = 0; n < DIAMONDS_PER_CART; n++) {
            const sku = diamondIdAt((round * 211 + worker * 53 + serial * DIAMONDS_PER_CART + n) % DIAMOND_COUNT);
            // Both ways in: Magento's item route and the store's diamond add the storefront calls.
            const added =
              n % 2 === 0
                ? await tryCall(url, 'POST', `/guest-carts/${maskedId}/items`, { cartItem: { sku, qty: 1 } })
                : await tryCall(url, 'POST', '/diamondsearch/cart', { cartId: maskedId, diamondId: sku });
            if (!added) cutThisRound.push({ kind: 'item', cartId: maskedId, sku });
            if (!added || !judge(`item ${sku}`, added, added.status === 200 && (added.body as { sku?: unknown }).sku === sku)) return;
            skus.add(sku);
          }
        }
      };
      const registrationWorker = async (worker: number) => {
        for (let i = 0; ; i++) {
          const email = `crash-${SEED}-r${round}-w${worker}-${i}@example.com`;
          const answer = await tryCall(url, 'POST', '/customers', { customer: { email, firstname: 'Crash', lastname: `Round ${round}` }, password: PASSWORD });
          if (!answer) cutThisRound.push({ kind: 'customer', email });
          if (!answer || !judge(`customer ${email}`, answer, answer.status === 200)) return;
          ledger.customers.set(email, { round, id: (answer.body as { id: number }).id });
        }
      };
      const contactWorker = async (worker: number) => {
        for (let i = 0; ; i++) {
          const comment = `round ${round} worker ${worker} message ${i}`;
          const answer = await tryCall(url, 'POST', '/contactus', { contactForm: { name: `Worker ${worker}`, email: 'crash@example.com', comment } });
          if (!answer) cutThisRound.push({ kind: 'message', comment });
          if (!answer || !judge(`message ${comment}`, answer, answer.status === 200 && answer.body === true)) return;
          ledger.messages.add(comment);
        }
      };
      const workers = [
        ...Array.from({ length: CART_WORKERS }, (_, worker) => cartWorker(worker)),
        ...Array.from({ length: REGISTRATION_WORKERS }, (_, worker) => registrationWorker(worker)),
        ...Array.from({ length: CONTACT_WORKERS }, (_, worker) => contactWorker(worker)),
      ];

      const delay = KILL_AFTER_MS.min + Math.floor(random.next() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
      killDelays.push(delay);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running!.child.kill('SIGKILL');
      expect((await running!.exited).signal).toBe('SIGKILL');
      // Every worker stops at its first unanswered request.
      await Promise.all(workers);
      const { lost, data } = await lostOnDisk(dbFile, ledger, context());
      expect(lost, context()).toEqual([]);
      cut.total += cutThisRound.length;
      cut.landed += cutThisRound.filter((write) => landed(data, write)).length;
    }

    // The last restart serves every cart and message acknowledged in every round (customers: the last round's; those
    // of the earlier rounds signed in after the restart that followed their round).
    const url = await start();
    expect(await lostAfterRestart(url, ledger, 0, ROUNDS - 1), context()).toEqual([]);
    running!.child.kill('SIGTERM');
    expect((await running!.exited).code).toBe(0);

    expect(unexpected, context()).toEqual([]);
    const items = [...ledger.carts.values()].reduce((sum, cart) => sum + cart.skus.size, 0);
    // The test proves something only if writes of every kind were really in flight (modest floors: a busy machine
    // answers fewer writes before each kill).
    expect(ledger.carts.size, context()).toBeGreaterThan(ROUNDS / 2);
    expect(items, context()).toBeGreaterThan(ROUNDS);
    expect(ledger.customers.size, context()).toBeGreaterThan(0);
    expect(ledger.messages.size, context()).toBeGreaterThan(ROUNDS);
    console.log(
      `[reliability] ${ROUNDS} SIGKILL rounds (RELIABILITY_SEED=${SEED}), acknowledged and kept: ${ledger.carts.size} carts, ` +
        `${items} items, ${ledger.customers.size} customers, ${ledger.messages.size} contact messages ` +
        `(${ledger.carts.size + items + ledger.customers.size + ledger.messages.size} writes) in ${Math.round((performance.now() - started) / 100) / 10} s; ` +
        `${cut.total} writes cut by the kills, of which ${cut.landed} were on disk (new carts cut: not counted as on disk); ` +
        `kills after ${killDelays.join(', ')} ms`,
    );
  }, 180_000);
});

type Cut = { kind: 'cart' } | { kind: 'item'; cartId: string; sku: string } | { kind: 'customer'; email: string } | { kind: 'message'; comment: string };

/** Whether a write the kill cut was on disk all the same (the kill came after the write, before the answer). */
function landed(data: StoredData, write: Cut): boolean {
  switch (write.kind) {
    case 'cart':
      return false; // its masked id was never answered
    case 'item':
      return data.carts.some((cart) => cart.masked_id === write.cartId && cart.items.some((item) => item.sku === write.sku));
    case 'customer':
      return data.customers.some((customer) => customer.email === write.email);
    case 'message':
      return data.contactMessages.some((message) => message.comment === write.comment);
  }
}

/**
 * What the data file and its journal lack of the acknowledged writes; the file must parse, whatever moment the kill
 * hit.
 */
async function lostOnDisk(dbFile: string, ledger: Ledger, context: string): Promise<{ lost: string[]; data: StoredData }> {
  const text = await readFile(dbFile, 'utf8');
  expect(() => JSON.parse(text) as unknown, `the data file does not parse (${context})`).not.toThrow();
  // What the next start loads: the data file and the journal entries it does not hold yet (a torn last one ignored).
  const data = await readStoredData(dbFile);
  const lost: string[] = [];
  const carts = new Map(data.carts.map((cart) => [cart.masked_id, cart]));
  for (const [maskedId, { skus }] of ledger.carts) {
    const cart = carts.get(maskedId);
    if (!cart?.is_active) {
      lost.push(`cart ${maskedId}`);
      continue;
    }
    const stored = new Set(cart.items.map((item) => item.sku));
    for (const sku of skus) if (!stored.has(sku)) lost.push(`item ${sku} of cart ${maskedId}`);
  }
  const customers = new Map(data.customers.map((customer) => [customer.email, customer.id]));
  for (const [email, { id }] of ledger.customers) if (customers.get(email) !== id) lost.push(`customer ${id} ${email}`);
  const messages = new Set(data.contactMessages.map((message) => message.comment));
  for (const comment of ledger.messages) if (!messages.has(comment)) lost.push(`message "${comment}"`);
  return { lost, data };
}

/**
 * What the restarted server does not serve of the acknowledged writes: the carts of rounds from `sinceRound` on
 * with their items (by masked id), every contact message (the mailbox), and the newest customer of each round from
 * `signInSince` on, who signs in with a new token and reads `me` (a sign-in costs a full scrypt hash: one per round).
 * Every customer of every round is also checked in the data file after each kill.
 */
async function lostAfterRestart(url: string, ledger: Ledger, sinceRound: number, signInSince = sinceRound): Promise<string[]> {
  const lost: string[] = [];
  const carts = [...ledger.carts].filter(([, cart]) => cart.round >= sinceRound);
  await inBatches(carts, 8, async ([maskedId, { skus }]) => {
    const answer = await call(url, 'GET', `/guest-carts/${maskedId}/items`);
    if (answer.status !== 200) {
      lost.push(`cart ${maskedId} (${answer.status})`);
      return;
    }
    const served = new Set((answer.body as { sku: string }[]).map((item) => item.sku));
    for (const sku of skus) if (!served.has(sku)) lost.push(`item ${sku} of cart ${maskedId}`);
  });

  const mailbox = (await (await fetch(`${url}/__control/mailbox`)).json()) as { contactMessages: { comment: string }[] };
  const messages = new Set(mailbox.contactMessages.map((message) => message.comment));
  for (const comment of ledger.messages) if (!messages.has(comment)) lost.push(`message "${comment}"`);

  const newestOfRound = new Map<number, [string, number]>();
  for (const [email, { round, id }] of ledger.customers) if (round >= signInSince) newestOfRound.set(round, [email, id]);
  for (const [email, id] of newestOfRound.values()) {
    const token = await call(url, 'POST', '/integration/customer/token', { username: email, password: PASSWORD });
    if (token.status !== 200) {
      lost.push(`customer ${email} cannot sign in (${token.status})`);
      continue;
    }
    const me = await call(url, 'GET', '/customers/me', undefined, token.body as string);
    if ((me.body as { id?: unknown; email?: unknown }).id !== id || (me.body as { email?: unknown }).email !== email) lost.push(`customer ${email} reads ${JSON.stringify(me.body)}`);
  }
  return lost;
}
