/**
 * The hostile-load scenario of `npm run bench:api`: the latency of small requests (the bag's totals) alone, then
 * while other clients send, back to back, the requests built to hold the server's one thread (order and product
 * searches with explosive `like` patterns, GraphQL documents past Magento's limits, heavy GraphQL documents within
 * them: `mock-server/security/support/hostile-requests.ts`, the lists the security suite uses). The target is a p99
 * of the small requests of at most 50 ms while the hostile ones run. A measurement, not a test.
 */
import autocannon from 'autocannon';
import type { AutocannonResult } from 'autocannon';
import { DEMO_CUSTOMER } from '../mock-server/seed/seed-customers';
import { HEAVY_GRAPHQL, HOSTILE_GRAPHQL, HOSTILE_SEARCHES } from '../mock-server/security/support/hostile-requests';
import type { HostileRequest } from '../mock-server/security/support/hostile-requests';

/** Connections sending small requests, and clients sending hostile ones back to back. */
const SMALL_CONNECTIONS = 10;
const HOSTILE_CLIENTS = 2;
/** A hostile request not answered by then counts as failed (the server is stuck). */
const HOSTILE_TIMEOUT_MS = 20_000;
const TARGET_P99_MS = 50;

export interface HostileLoadFigures {
  readonly smallPath: string;
  readonly alone: AutocannonResult;
  readonly underLoad: AutocannonResult;
  readonly hostile: { readonly answered: number; readonly failed: number; readonly p50: number; readonly p99: number; readonly max: number };
}

export async function measureUnderHostileLoad(options: { url: string; smallPath: string; seconds: number; integrationToken: string }): Promise<HostileLoadFigures> {
  const { url, smallPath, seconds, integrationToken } = options;
  const customerToken = await signIn(url);
  const small = () => autocannon({ url: `${url}${smallPath}`, connections: SMALL_CONNECTIONS, duration: seconds });
  const alone = await small();

  const hostileRequests = [...HOSTILE_SEARCHES, ...HOSTILE_GRAPHQL, ...HEAVY_GRAPHQL];
  const latencies: number[] = [];
  let failed = 0;
  let running = true;
  const client = async (offset: number) => {
    for (let index = offset; running; index++) {
      const request = hostileRequests[index % hostileRequests.length] as HostileRequest;
      const started = performance.now();
      try {
        const response = await send(url, request, customerToken, integrationToken);
        await response.arrayBuffer();
        if (response.status >= 500) failed += 1;
        else latencies.push(performance.now() - started);
      } catch {
        failed += 1;
      }
    }
  };
  const clients = Array.from({ length: HOSTILE_CLIENTS }, (_, index) => client(index * 3));
  const underLoad = await small();
  running = false;
  await Promise.all(clients);
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? Number.NaN);
  return { smallPath, alone, underLoad, hostile: { answered: latencies.length, failed, p50: at(0.5), p99: at(0.99), max: Math.round(latencies.at(-1) ?? Number.NaN) } };
}

export function printHostileLoad(figures: HostileLoadFigures): void {
  const { alone, underLoad, hostile } = figures;
  console.log(
    `\nsmall requests (\`GET ${figures.smallPath.replace(/guest-carts\/[^/]+/, 'guest-carts/{id}')}\`, ${SMALL_CONNECTIONS} connections) ` +
      `alone, then while ${HOSTILE_CLIENTS} clients send hostile searches and GraphQL documents back to back (target: p99 ≤ ${TARGET_P99_MS} ms)`,
  );
  console.log('| small requests | requests/s | p50 (ms) | p99 (ms) | max (ms) | errors / non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [label, result] of [
    ['alone', alone],
    ['while hostile requests run', underLoad],
  ] as const) {
    console.log(
      `| ${label} | ${Math.round(result.requests.average).toLocaleString('en-US')} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.errors} / ${result.non2xx} |`,
    );
  }
  console.log(`hostile requests: ${hostile.answered} answered (p50 ${hostile.p50} ms, p99 ${hostile.p99} ms, max ${hostile.max} ms), ${hostile.failed} failed or unanswered`);
  if (underLoad.latency.p99 > TARGET_P99_MS) console.log(`bench:api: the small requests' p99 under hostile load is above the ${TARGET_P99_MS} ms target`);
}

/** True when the scenario's own requests failed, so that its figures are not comparable. */
export function hostileLoadFailed(figures: HostileLoadFigures): boolean {
  return figures.underLoad.errors > 0 || figures.underLoad.non2xx > 0 || figures.hostile.failed > 0;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/rest/V1/integration/customer/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  const body = (await response.json()) as unknown;
  if (response.status !== 200 || typeof body !== 'string') throw new Error(`the demo customer's sign-in: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

function send(url: string, request: HostileRequest, customerToken: string, integrationToken: string): Promise<Response> {
  const token = request.auth === 'customer' ? customerToken : request.auth === 'integration' ? integrationToken : undefined;
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${url}${request.path}`, {
    method: request.method,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    signal: AbortSignal.timeout(HOSTILE_TIMEOUT_MS),
  });
}
