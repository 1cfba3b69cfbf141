import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, TEST_HASH_COST } from '../test/customer-client';
import { startTestServer } from '../test/test-server';
import { HOSTILE_SEARCHES, likeSearch } from './support/hostile-requests';
import type { HostileRequest } from './support/hostile-requests';
import { rawHttpClient } from './support/raw-http';
import type { RawAnswer } from './support/raw-http';

/**
 * The mock backend answers every request on one thread, so one request that computes for seconds stalls every
 * shopper. While searches built to make a matcher explode run one after the other, a stream of small requests keeps
 * being answered: the server's event loop never stalls for long. The bound is far above what the server needs (the
 * figures are in `npm run bench:api`), so that a loaded machine does not fail the test; a stall it catches is
 * seconds long. The GraphQL limits have their own suite (`graphql-limits.test.ts`).
 */
const STALL_BOUND_MS = 1_000;

const mock = await startTestServer({ diamondCount: 200, passwordHashCost: TEST_HASH_COST });
const http = rawHttpClient(mock.url);
afterAll(async () => {
  http.close();
  await mock.close();
});

const json = (answer: RawAnswer) => JSON.parse(answer.text) as { total_count?: number; message?: string };

async function demoToken(): Promise<string> {
  const answer = await http.send({
    method: 'POST',
    path: '/rest/V1/integration/customer/token',
    headers: { 'Content-Type': 'application/json' },
    body: new TextEncoder().encode(JSON.stringify({ username: DEMO.email, password: DEMO.password })),
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text) as string;
}

function send(request: HostileRequest, token: string): Promise<RawAnswer> {
  const bearer = request.auth === 'customer' ? token : request.auth === 'integration' ? mock.server.integrationToken : undefined;
  const body = request.body === undefined ? undefined : new TextEncoder().encode(JSON.stringify(request.body));
  return http.send({
    method: request.method,
    path: request.path,
    headers: { ...(bearer === undefined ? {} : { Authorization: `Bearer ${bearer}` }), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body }),
  });
}

describe('no request blocks the others', () => {
  it('keeps answering small requests while hostile searches run, and answers each search', async () => {
    const token = await demoToken();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let running = true;
    let answered = 0;
    let largestGap = 0;
    const failures: string[] = [];
    const stream = (async () => {
      let last = performance.now();
      while (running) {
        const answer = await http.send({ method: 'GET', path: '/__control/health' }).catch((error: unknown) => error);
        if (answer instanceof Error || (answer as RawAnswer).status !== 200) failures.push(String(answer instanceof Error ? answer.message : (answer as RawAnswer).status));
        const now = performance.now();
        largestGap = Math.max(largestGap, now - last);
        last = now;
        answered += 1;
      }
    })();
    delay.enable();
    try {
      for (const request of HOSTILE_SEARCHES) {
        const answer = await send(request, token).catch((error: unknown) => error);
        // Checked after each search, so that a stall fails at once rather than after every other one has run.
        expect(delay.max / 1e6, `${request.name} stalled the server (ms)`).toBeLessThan(STALL_BOUND_MS);
        expect(answer, request.name).not.toBeInstanceOf(Error);
        expect((answer as RawAnswer).status, request.name).toBe(200);
        expect(json(answer as RawAnswer).total_count, request.name).toBe(0);
      }
    } finally {
      running = false;
      delay.disable();
      await stream;
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    expect(largestGap).toBeLessThan(STALL_BOUND_MS);
  });

  it('still finds what a pattern full of wildcards matches', async () => {
    const token = await demoToken();
    const search = (field: string, pattern: string) =>
      send({ name: 'search', method: 'GET', path: likeSearch('/rest/V1/falcon/orders/mine', field, pattern), auth: 'customer' }, token);
    expect(json(await search('customer_email', '%d%e%m%o%@%l%o%u%p%e%.%t%e%s%t%')).total_count).toBe(1);
    expect(json(await search('customer_email', '____@loupe.test')).total_count).toBe(1);
    expect(json(await search('customer_email', '___@loupe.test')).total_count).toBe(0);
    expect(json(await search('increment_id', '0000\\%')).total_count).toBe(0);
  });
});
