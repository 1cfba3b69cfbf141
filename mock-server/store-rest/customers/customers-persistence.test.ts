import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { customerClient, DEMO, TEST_HASH_COST, usAddress } from '../../test/customer-client';
import { makeTempDir, readJsonFile, startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';

describe('customers on disk', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function start(dbFile: string | null, control = false): Promise<TestServer> {
    const mock = await startTestServer({ dbFile, control, diamondCount: 100, passwordHashCost: TEST_HASH_COST });
    cleanups.push(mock.close);
    return mock;
  }
  async function tempFile(): Promise<string> {
    const temp = await makeTempDir();
    cleanups.push(temp.remove);
    return join(temp.dir, 'db.json');
  }

  it('keeps customers, tokens, addresses and orders across a restart, with hashed secrets only', async () => {
    const dbFile = await tempFile();
    const first = await start(dbFile);
    const api = customerClient(first.url);
    const token = await api.tokenFor('kept@example.com', 'Persist-123');
    await api.call('POST', '/falcon/customers/me/address', token, { address: usAddress({ default_billing: true }) });
    await first.close();

    const stored = JSON.stringify(await readJsonFile(dbFile));
    expect(stored).not.toContain('Persist-123');
    expect(stored).not.toContain(DEMO.password);
    expect(stored).not.toContain(token);

    const second = await start(dbFile);
    const again = customerClient(second.url);
    expect((await again.me(token)).body).toMatchObject({ email: 'kept@example.com', addresses: [{ city: 'Boston', default_billing: true }] });
    expect((await again.signIn('kept@example.com', 'Persist-123')).status).toBe(200);
    const demoToken = (await again.signIn(DEMO.email, DEMO.password)).body as string;
    expect((await again.call('GET', '/falcon/orders/mine', demoToken)).body).toMatchObject({ total_count: 1 });
  });

  it('seeds the customers into a data file written before they existed', async () => {
    const dbFile = await tempFile();
    const first = await start(dbFile);
    await first.close();
    const old = (await readJsonFile(dbFile)) as Record<string, unknown> & { sequences: Record<string, number> };
    for (const key of ['customers', 'tokens', 'passwordResets', 'orders']) delete old[key];
    old.sequences = { cart: 0, cartItem: 0, cartAddress: 0 };
    await writeFile(dbFile, JSON.stringify(old));

    const second = await start(dbFile);
    const api = customerClient(second.url);
    expect((await api.signIn(DEMO.email, DEMO.password)).status).toBe(200);
    const created = await api.register('after-upgrade@example.com');
    // The counters were raised over the seeded records: the new customer is not id 1.
    expect((created.body as { id: number }).id).toBe(2);
    await second.close();
    expect(await readJsonFile(dbFile)).toMatchObject({ sequences: { customer: 2, customerAddress: 2, order: 1, orderItem: 1 } });
  });

  it('never serves customers, tokens, resets or orders through /db, nor a password in any answer', async () => {
    const mock = await start(null, true);
    const api = customerClient(mock.url);
    const token = await api.tokenFor('private@example.com', 'Private-123');
    await api.call('PUT', '/customers/password', undefined, { email: 'private@example.com', template: 'email_reset' });
    for (const collection of ['customers', 'tokens', 'passwordResets', 'orders', 'customers/1']) {
      expect((await fetch(`${mock.url}/db/${collection}`)).status).toBe(404);
    }
    const answers = await Promise.all([
      api.me(token),
      api.register('private@example.com', 'Private-123'),
      api.call('GET', '/falcon/customers/me/address', token),
      api.call('GET', '/falcon/orders/mine', token),
      api.call('GET', '/carts/mine', token),
      fetch(`${mock.url}/__control/mailbox`).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown })),
    ]);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toMatch(/password_hash|scrypt\$|Private-123|Diamond2024!/);
  });
});
