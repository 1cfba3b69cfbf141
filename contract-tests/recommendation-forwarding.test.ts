import { RouterContextProvider, type ActionFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '../mock-server/server';
import { recommendationRequest as requestOf, type RecommendationCall as Call } from '../src/app/loader-test-support';
import { containerForRequest } from '../src/app/request-container.server';
import { requestContainer } from '../src/app/request-context';
import { action, loader } from '../src/app/routes/recommendation-proxy';
import type { Env } from '../src/composition/config';

/*
 * The storefront server's route for the browser's recommendation calls (`/recommendation/*`), with the server's own
 * configuration, against the mock's recommendation service: the browser sends no credentials, the route adds them,
 * and the service's answer comes back as it was given.
 */

const SERVICE_AUTH = { username: 'shop-server', password: 'only-the-server-knows' };
const SERVICE_AUTH_ENV = { RECOMMENDATION_USERNAME: SERVICE_AUTH.username, RECOMMENDATION_PASSWORD: SERVICE_AUTH.password };

let backend: MockServer;
let mockUrl: string;

beforeAll(async () => {
  backend = await createMockServer({ seed: 42, dbFile: null, diamondCount: 2_000, recommendationAuth: SERVICE_AUTH, log: false });
  mockUrl = (await backend.listen(0, '127.0.0.1')).url;
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

/** One request to the storefront's route, answered by a container of the server's configuration `env`. */
const route = async (call: Call, env: Env = { MOCK_URL: mockUrl, ...SERVICE_AUTH_ENV }) => {
  const context = new RouterContextProvider();
  context.set(requestContainer, containerForRequest(undefined, env));
  const request = requestOf(call);
  const args = { request, context, params: { '*': call.path } } as unknown as ActionFunctionArgs;
  const response = await (request.method === 'POST' ? action(args) : loader(args));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const search = { body: { shapes: ['Round'], price_total_from: 1_000, price_total_to: 20_000 } };

describe("the storefront's forwarding of the browser's recommendation calls, against the service", () => {
  it("adds the server's credentials to a call that carries none, and answers the service's picks", async () => {
    const { status, body } = await route({ path: 'recommendations/', body: search });
    expect(status).toBe(200);
    expect(body.total_available_diamonds).toBeGreaterThan(0);
    expect(body.recommended).toMatchObject({ diamond: { shape: 'Round' } });
  });

  it('replaces whatever header the browser sent with the configured one', async () => {
    const { status } = await route({ path: 'pricerange/', body: { header: { username: 'shop-server', password: 'a guess' }, body: { size: 1, shape: 'Round' } } });
    expect(status).toBe(200);
  });

  it("passes the service's refusals through as they are: an unknown stone, a body it does not accept", async () => {
    expect(await route({ path: 'diamonds/NO-SUCH-STONE', body: {} })).toEqual({ status: 404, body: { message: 'Diamond was not found', parameters: [] } });
    const refused = await route({ path: 'pricerange/', body: { body: { size: -1 } } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(expect.objectContaining({ message: expect.any(String), parameters: expect.anything() }));
  });

  it("passes the service's 401 through when the server is configured with other credentials, or none", async () => {
    expect((await route({ path: 'recommendations/', body: search }, { MOCK_URL: mockUrl, RECOMMENDATION_USERNAME: 'shop-server', RECOMMENDATION_PASSWORD: 'outdated' })).status).toBe(401);
    expect((await route({ path: 'recommendations/', body: { header: SERVICE_AUTH, ...search } }, { MOCK_URL: mockUrl })).status).toBe(401);
  });

  it('answers 502 with a clear message when the service cannot be reached', async () => {
    expect(await route({ path: 'recommendations/', body: search }, { MOCK_URL: 'http://127.0.0.1:9', ...SERVICE_AUTH_ENV })).toEqual({
      status: 502,
      body: { message: 'The recommendation service cannot be reached.', parameters: [] },
    });
  });

  it('refuses to read a page of the service (GET)', async () => {
    expect(await route({ path: 'recommendations/', method: 'GET' })).toEqual({ status: 405, body: { message: 'The recommendation service is called with POST only.', parameters: [] } });
  });
});
