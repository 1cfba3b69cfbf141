import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { deadlineSignal, fetchWithin } from './backend-deadline';

setFlagsFromString('--expose-gc');
/** A full garbage collection, as a busy server runs them between requests. */
const collectGarbage = runInNewContext('gc') as () => void;

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A backend that takes connections and never answers (a stopped process answers the same way). */
const hangingBackend = (): Promise<string> =>
  new Promise((resolve) => {
    const server = createServer(() => undefined);
    servers.push(server);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the deadline of the backend calls one request makes', () => {
  it('fires even when a garbage collection runs while it waits', async () => {
    const signal = deadlineSignal(150);
    await sleep(20);
    collectGarbage();
    await sleep(400);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).name).toBe('TimeoutError');
  });

  it('ends with the request: aborting the request aborts the signal at once', () => {
    const request = new AbortController();
    const signal = deadlineSignal(60_000, request.signal);
    request.abort(new Error('the shopper left'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('the shopper left');
  });

  it('fails a call to a backend that never answers once the deadline passes, garbage collection or not', async () => {
    const url = await hangingBackend();
    const doFetch = fetchWithin(undefined, 300);
    const started = Date.now();
    const call = doFetch(url).catch((error: unknown) => error);
    await sleep(20);
    collectGarbage();
    const failure = await call;
    expect((failure as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('shares one deadline between the calls of a request, and drops them when the shopper leaves', async () => {
    const url = await hangingBackend();
    const request = new AbortController();
    const doFetch = fetchWithin(request.signal, 60_000);
    const calls = [doFetch(url).catch((error: unknown) => error), doFetch(url, { signal: new AbortController().signal }).catch((error: unknown) => error)];
    await sleep(50);
    request.abort(new DOMException('The shopper left.', 'AbortError'));
    const failures = await Promise.all(calls);
    expect(failures.map((failure) => (failure as Error).name)).toEqual(['AbortError', 'AbortError']);
  });
});
