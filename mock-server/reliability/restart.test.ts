import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from '../test/cli-process';
import type { CliProcess } from '../test/cli-process';
import { diamondIdAt } from '../test/guest-cart-client';
import { makeTempDir } from '../test/test-server';
import { cardNonce, cardPayment, shippingInformation } from '../test/checkout-calls';
import { call } from './store-calls';

const RING_SKU = 'fw-halo-er-Rose Gold-18K-6.5';
const EMAIL = 'grace@example.com';
const PASSWORD = 'Restart-2026!';

describe('a graceful restart of the real CLI (SIGTERM)', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let cli: CliProcess | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    temp = await makeTempDir();
    env = { MOCK_DB: join(temp.dir, 'db.json'), DIAMOND_COUNT: '2000' };
  });
  afterAll(async () => {
    cli?.child.kill('SIGKILL');
    await cli?.exited;
    await temp.remove();
  });

  it('keeps the guest cart, the customer and their order, and goes on numbering', async () => {
    cli = await startCli(env);
    let url = cli.url;

    // A guest's bag: a diamond and a ring.
    const cartId = (await call(url, 'POST', '/guest-carts')).body as string;
    expect((await call(url, 'POST', '/diamondsearch/cart', { cartId, diamondId: diamondIdAt(7) })).status).toBe(200);
    expect((await call(url, 'POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: RING_SKU, qty: 1 } })).status).toBe(200);
    const cart = await call(url, 'GET', `/guest-carts/${cartId}`);
    const totals = await call(url, 'GET', `/guest-carts/${cartId}/totals`);
    expect((cart.body as { items_count: number }).items_count).toBe(2);

    // A customer who pays by card: shipping step, the card provider's nonce, payment.
    expect((await call(url, 'POST', '/customers', { customer: { email: EMAIL, firstname: 'Grace', lastname: 'Hopper' }, password: PASSWORD })).status).toBe(200);
    const token = (await call(url, 'POST', '/integration/customer/token', { username: EMAIL, password: PASSWORD })).body as string;
    expect((await call(url, 'POST', '/carts/mine', undefined, token)).status).toBe(200);
    expect((await call(url, 'POST', '/carts/mine/items', { cartItem: { sku: diamondIdAt(8), qty: 1 } }, token)).status).toBe(200);
    expect((await call(url, 'POST', '/carts/mine/shipping-information', shippingInformation(), token)).status).toBe(200);
    const placed = await call(url, 'POST', '/carts/mine/payment-information', { paymentMethod: cardPayment(await cardNonce(url)) }, token);
    expect(placed.status).toBe(200);
    const me = await call(url, 'GET', '/customers/me', undefined, token);
    const orders = await call(url, 'GET', '/falcon/orders/mine', undefined, token);
    expect(orders.body).toMatchObject({ total_count: 1, items: [{ entity_id: Number(placed.body), status: 'processing', items: [{ sku: diamondIdAt(8) }] }] });

    cli.child.kill('SIGTERM');
    expect(await cli.exited).toEqual({ code: 0, signal: null });
    cli = await startCli(env);
    url = cli.url;

    expect(await call(url, 'GET', `/guest-carts/${cartId}`)).toEqual(cart);
    expect(await call(url, 'GET', `/guest-carts/${cartId}/totals`)).toEqual(totals);
    const newToken = await call(url, 'POST', '/integration/customer/token', { username: EMAIL, password: PASSWORD });
    expect(newToken.status).toBe(200);
    expect(newToken.body).not.toBe(token);
    expect(await call(url, 'GET', '/customers/me', undefined, newToken.body as string)).toEqual(me);
    expect(await call(url, 'GET', '/falcon/orders/mine', undefined, newToken.body as string)).toEqual(orders);
    // Tokens are stored (as hashes): the one issued before the restart still opens the account.
    expect(await call(url, 'GET', '/customers/me', undefined, token)).toEqual(me);

    // The kept cart can still be checked out, and the id counters went on where they were: the next order number.
    expect((await call(url, 'POST', `/guest-carts/${cartId}/shipping-information`, shippingInformation())).status).toBe(200);
    const guestOrder = await call(url, 'POST', `/guest-carts/${cartId}/payment-information`, { email: 'guest@example.com', paymentMethod: cardPayment(await cardNonce(url)) });
    expect(guestOrder).toEqual({ status: 200, body: String(Number(placed.body) + 1) });

    cli.child.kill('SIGTERM');
    expect(await cli.exited).toEqual({ code: 0, signal: null });
  });
});
