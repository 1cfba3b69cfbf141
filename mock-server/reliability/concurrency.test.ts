import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from '../test/cli-process';
import type { CliProcess } from '../test/cli-process';
import { diamondIdAt } from '../test/guest-cart-client';
import { makeTempDir } from '../test/test-server';
import { call, readStoredData } from './store-calls';

const DIAMOND_COUNT = 2000;
const CONCURRENT_ADDS = 50;
const CONCURRENT_REGISTRATIONS = 20;
const EMAIL_TAKEN = { message: 'A customer with the same email address already exists in an associated website.', parameters: [] };

interface CartItem {
  item_id: number;
  sku: string;
  qty: number;
  price: number;
}

/** Concurrent requests against the real CLI (its own process, the default password cost, a data file). */
describe('concurrent writes on the real CLI', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let cli: CliProcess;
  let url: string;
  let dbFile: string;
  beforeAll(async () => {
    temp = await makeTempDir();
    dbFile = join(temp.dir, 'db.json');
    cli = await startCli({ MOCK_DB: dbFile, DIAMOND_COUNT: String(DIAMOND_COUNT) });
    url = cli.url;
  });
  afterAll(async () => {
    cli?.child.kill('SIGTERM');
    await cli?.exited;
    await temp.remove();
  });

  it(`lands ${CONCURRENT_ADDS} concurrent adds of different diamonds to one cart, with totals that agree`, async () => {
    const cartId = (await call(url, 'POST', '/guest-carts')).body as string;
    const skus = Array.from({ length: CONCURRENT_ADDS }, (_, index) => diamondIdAt(300 + index * 17));
    // Half through Magento's item route, half through the store's diamond add: both change the cart in one step.
    const answers = await Promise.all(
      skus.map((sku, index) =>
        index % 2 === 0
          ? call(url, 'POST', `/guest-carts/${cartId}/items`, { cartItem: { sku, qty: 1 } })
          : call(url, 'POST', '/diamondsearch/cart', { cartId, diamondId: sku }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(skus.map(() => 200));
    const added = answers.map((answer) => answer.body as CartItem);
    expect(added.map((item) => item.sku)).toEqual(skus);
    expect(new Set(added.map((item) => item.item_id)).size).toBe(CONCURRENT_ADDS);

    const cart = (await call(url, 'GET', `/guest-carts/${cartId}`)).body as { items: CartItem[]; items_count: number; items_qty: number };
    expect(cart.items_count).toBe(CONCURRENT_ADDS);
    expect(cart.items_qty).toBe(CONCURRENT_ADDS);
    expect(new Set(cart.items.map((item) => item.sku))).toEqual(new Set(skus));
    expect(cart.items.map((item) => item.item_id).sort((a, b) => a - b)).toEqual(added.map((item) => item.item_id).sort((a, b) => a - b));

    const sum = Math.round(added.reduce((total, item) => total + item.price * item.qty, 0) * 100) / 100;
    const totals = (await call(url, 'GET', `/guest-carts/${cartId}/totals`)).body as { subtotal: number; grand_total: number; items_qty: number };
    expect(totals.items_qty).toBe(CONCURRENT_ADDS);
    expect(totals.subtotal).toBeCloseTo(sum, 2);
    expect(totals.grand_total).toBeCloseTo(sum, 2);

    // Every add was answered after the file held it.
    const stored = (await readStoredData(dbFile)).carts.find((candidate) => candidate.masked_id === cartId);
    expect(new Set(stored?.items.map((item) => item.sku))).toEqual(new Set(skus));
  });

  it(`creates exactly one customer from ${CONCURRENT_REGISTRATIONS} concurrent registrations with one email`, async () => {
    const email = 'race@example.com';
    // Each attempt has its own password, so the sign-in tells whose account exists; some write the email in capitals
    // (one account whatever the case).
    const attempts = Array.from({ length: CONCURRENT_REGISTRATIONS }, (_, index) => ({
      email: index % 3 === 0 ? email.toUpperCase() : email,
      password: `Race-${index}-secret`,
      lastname: `Runner ${index}`,
    }));
    const answers = await Promise.all(
      attempts.map((attempt) => call(url, 'POST', '/customers', { customer: { email: attempt.email, firstname: 'Race', lastname: attempt.lastname }, password: attempt.password })),
    );
    const winners = answers.flatMap((answer, index) => (answer.status === 200 ? [index] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(Array.from({ length: CONCURRENT_REGISTRATIONS - 1 }, () => ({ status: 400, body: EMAIL_TAKEN })));

    const winner = winners[0]!;
    const token = await call(url, 'POST', '/integration/customer/token', { username: email, password: attempts[winner]!.password });
    expect(token.status).toBe(200);
    const me = await call(url, 'GET', '/customers/me', undefined, token.body as string);
    expect(me.body).toMatchObject({ id: (answers[winner]!.body as { id: number }).id, lastname: attempts[winner]!.lastname });
    // A losing attempt's password opens nothing: it left no account behind.
    const loser = attempts[(winner + 1) % CONCURRENT_REGISTRATIONS]!;
    expect((await call(url, 'POST', '/integration/customer/token', { username: email, password: loser.password })).status).toBe(401);
    expect((await readStoredData(dbFile)).customers.filter((customer) => customer.email.toLowerCase() === email)).toHaveLength(1);
  });
});
