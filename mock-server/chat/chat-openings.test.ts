import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAnswersAgainstContracts } from '../test/contract-answers';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

checkAnswersAgainstContracts();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { id?: string; secret?: string; message?: string; parameters?: unknown };
}

/**
 * One HTTP call from a given loopback address (Linux answers on all of 127.0.0.0/8), so that a test can be several
 * clients at once: the chat provider tells its clients apart by their address.
 */
function callFrom(client: string, base: string, method: string, path: string, body?: unknown, secret?: string, forwardedFor?: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (forwardedFor !== undefined) headers['X-Forwarded-For'] = forwardedFor;
    if (text !== undefined) headers['Content-Type'] = 'application/json';
    if (secret !== undefined) headers.Authorization = `Bearer ${secret}`;
    const outgoing = request({ host: hostname, port, method, path, headers, localAddress: client }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as Answer['body'] }));
    });
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

const MINUTE = 60_000;
const START = new Date('2026-11-24T09:00:00.000Z');

describe('opening conversations of the chat provider', () => {
  let mock: TestServer;
  let now = START.getTime();
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 10, control: true });
  });
  afterAll(() => mock.close());
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = START.getTime();
    vi.setSystemTime(now);
    await fetch(`${mock.url}/__control/reset`, { method: 'POST' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const later = (ms: number) => {
    now += ms;
    vi.setSystemTime(now);
  };
  const openFrom = (client: string, body: unknown = {}) => callFrom(client, mock.url, 'POST', '/chat/conversations', body);
  const readFrom = (client: string, id: string, secret: string) => callFrom(client, mock.url, 'GET', `/chat/conversations/${id}/messages`, undefined, secret);

  it('lets one client open 10 conversations a minute; the 11th answers 429 with Retry-After, in the mock’s error format', async () => {
    for (let opening = 0; opening < 10; opening++) expect((await openFrom('127.0.0.1')).status).toBe(201);
    const refused = await openFrom('127.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many conversations were opened from your address. Try again in %1 seconds.', parameters: ['60'] });
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['cache-control']).toBe('no-store');
    // Another client is not held back by the first.
    expect((await openFrom('127.0.0.2')).status).toBe(201);
    later(30_000);
    const stillRefused = await openFrom('127.0.0.1');
    expect(stillRefused.status).toBe(429);
    expect(stillRefused.headers['retry-after']).toBe('30');
    later(30_000);
    expect((await openFrom('127.0.0.1')).status).toBe(201);
  });

  it('behind the storefront’s forwarding, counts each shopper on their own, by the address the forwarding names', async () => {
    const throughTheShop = (shopper: string) => callFrom('127.0.0.1', mock.url, 'POST', '/chat/conversations', {}, undefined, shopper);
    for (let opening = 0; opening < 10; opening++) expect((await throughTheShop('203.0.113.7')).status).toBe(201);
    expect((await throughTheShop('203.0.113.7')).status).toBe(429);
    expect((await throughTheShop('198.51.100.2')).status).toBe(201);
  });

  it('does not let one client evict another’s conversation by opening 500', async () => {
    const victim = await openFrom('127.0.0.2', { diamondId: 'LD42' });
    expect(victim.status).toBe(201);
    const statuses: number[] = [];
    for (let opening = 0; opening < 500; opening++) statuses.push((await openFrom('127.0.0.1')).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(490);
    expect((await readFrom('127.0.0.2', victim.body.id!, victim.body.secret!)).status).toBe(200);
  });

  it('when full of conversations still in use, refuses a new one (503) instead of forgetting one; a conversation idle for 30 minutes makes room', async () => {
    // 50 clients open 10 each over a few minutes: the desk's 500 places, every conversation in use.
    const opened: { client: string; id: string; secret: string }[] = [];
    for (let client = 1; client <= 50; client++) {
      for (let opening = 0; opening < 10; opening++) {
        const answer = await openFrom(`127.0.1.${client}`);
        expect(answer.status).toBe(201);
        opened.push({ client: `127.0.1.${client}`, id: answer.body.id!, secret: answer.body.secret! });
      }
      if (client % 10 === 0) later(MINUTE);
    }
    const full = await openFrom('127.0.2.1');
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({ message: 'The chat is busy right now. Try again in a few minutes.' });
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    for (const { client, id, secret } of opened) expect((await readFrom(client, id, secret)).status).toBe(200);

    // Half an hour on, every conversation but the first has been read again: only the first is idle, and only it goes.
    later(30 * MINUTE);
    for (const { client, id, secret } of opened.slice(1)) expect((await readFrom(client, id, secret)).status).toBe(200);
    later(1);
    const [idle] = opened;
    const newcomer = await openFrom('127.0.2.1');
    expect(newcomer.status).toBe(201);
    expect((await readFrom(idle!.client, idle!.id, idle!.secret)).status).toBe(404);
    for (const { client, id, secret } of opened.slice(1)) expect((await readFrom(client, id, secret)).status).toBe(200);
    expect((await openFrom('127.0.2.2')).status).toBe(503);
  });
});
