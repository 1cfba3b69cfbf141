import { describe, expect, it, vi } from 'vitest';
import { recommendationRequest as requestOf, type RecommendationCall as Call } from './loader-test-support';
import { MAX_FORWARDED_BODY_BYTES, forwardRecommendationCall } from './recommendation-forwarder.server';

const SERVICE_AUTH = { username: 'shop-server', password: 'only-the-server-knows' };

const search = { body: { shapes: ['Round'], price_total_from: 1_000, price_total_to: 20_000 } };

describe('what the forwarder lets through', () => {
  const service = () => vi.fn<typeof fetch>(async () => Response.json({ ok: true }));
  const forward = (call: Call, fetch: typeof globalThis.fetch, timeoutMs?: number) =>
    forwardRecommendationCall(requestOf(call), call.path, { baseUrl: 'http://reco.internal/api', credentials: SERVICE_AUTH, fetch, timeoutMs });

  it("sends the call on to the service's address with the configured header in place of the browser's", async () => {
    const fetch = service();
    await forward({ path: 'diamonds/10%2001', body: { header: { username: 'x', password: 'y' } } }, fetch);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://reco.internal/api/diamonds/10%2001');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ header: SERVICE_AUTH });
  });

  it('sends the price position of a stone on, the sixth call, with the configured header', async () => {
    const fetch = service();
    const answer = await forward({ path: 'price_position/', body: { diamond_id: '100004217' } }, fetch);
    expect(answer.status).toBe(200);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://reco.internal/api/price_position/');
    expect(JSON.parse(String(init?.body))).toEqual({ header: SERVICE_AUTH, diamond_id: '100004217' });
  });

  it('sends the stones similar to a stone on, the seventh call, with the configured header', async () => {
    const fetch = service();
    const answer = await forward({ path: 'similar_diamonds/', body: { diamond_id: '100004217' } }, fetch);
    expect(answer.status).toBe(200);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://reco.internal/api/similar_diamonds/');
    expect(JSON.parse(String(init?.body))).toEqual({ header: SERVICE_AUTH, diamond_id: '100004217' });
  });

  it.each([
    ['a path the service does not have', { path: 'admin/users', body: {} }, 404],
    ['a path under a known one', { path: 'recommendations/extra', body: {} }, 404],
    ['another method', { path: 'recommendations/', method: 'PUT', body: {} }, 405],
    ['a body that is not JSON', { path: 'recommendations/', body: 'shapes=Round', contentType: 'application/x-www-form-urlencoded' }, 415],
    ['a body that does not parse', { path: 'recommendations/', body: '{"body":' }, 400],
    ['a JSON array', { path: 'comparisons/', body: [1, 2] }, 400],
    ['a body over the limit', { path: 'recommendations/', body: { body: { note: 'x'.repeat(MAX_FORWARDED_BODY_BYTES) } } }, 413],
  ] satisfies [string, Call, number][])('refuses %s with a clear %i, and never calls the service', async (_case, call, status) => {
    const fetch = service();
    const answer = await forward(call, fetch);
    expect(answer.status).toBe(status);
    expect(((await answer.json()) as { message: string }).message).toMatch(/recommendation/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a dot segment for a stone id', 'diamonds/%2e%2e'],
    ['an escaped separator in a stone id', 'diamonds/..%2f..%2f__control%2fmailbox'],
    ['a double escape in a stone id', 'diamonds/%252e%252e'],
  ])('refuses %s with a 400, never asking the service for another path', async (_case, path) => {
    const fetch = service();
    const answer = await forward({ path, body: {} }, fetch);
    expect(answer.status).toBe(400);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a body nested deeper than any call nests with a 400, not a 502 that blames the service', async () => {
    const fetch = service();
    const deep = `${'{"a":'.repeat(2_500)}1${'}'.repeat(2_500)}`;
    const answer = await forward({ path: 'recommendations/', body: deep }, fetch);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe('The body of a recommendation call nests more than 32 levels.');
    expect(fetch).not.toHaveBeenCalled();
    const lists = await forward({ path: 'comparisons/', body: `{"diamond_ids":${'['.repeat(40)}${']'.repeat(40)}}` }, fetch);
    expect(lists.status).toBe(400);
  });

  it("passes the service's answer through as it was given: status and body", async () => {
    const refusing = vi.fn<typeof fetch>(async () => Response.json({ message: 'Diamond was not found', parameters: [] }, { status: 404 }));
    const answer = await forward({ path: 'diamonds/X1', body: {} }, refusing);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Diamond was not found', parameters: [] });
  });

  it('answers 502 when the service cannot be reached', async () => {
    const down = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('fetch failed')));
    const answer = await forward({ path: 'recommendations/', body: search }, down);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ message: 'The recommendation service cannot be reached.', parameters: [] });
  });

  it('answers 504 when the service does not answer in time', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    const answer = await forward({ path: 'recommendations/', body: search }, hanging, 20);
    expect(answer.status).toBe(504);
    expect(await answer.json()).toEqual({ message: 'The recommendation service did not answer in time.', parameters: [] });
  });
});
