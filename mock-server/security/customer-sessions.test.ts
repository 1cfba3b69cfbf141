import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { notAuthorizedSelf, TEST_HASH_COST } from '../test/customer-client';
import { startTestServer } from '../test/test-server';
import { rawHttpClient } from './support/raw-http';
import type { RawAnswer } from './support/raw-http';
import { filledPath, isCustomerRoute, prepareWorld, routeCaseFor } from './support/route-cases';
import type { World } from './support/route-cases';
import { declaredRoutes } from './support/route-walk';

/**
 * A customer token is refused (Magento's 401 for the `self` resource) on every customer route once it is expired
 * (one hour after sign-in, the server's clock moved on) or revoked (`POST /V1/integration/customer/revoke-customer-token`), and
 * the store's GraphQL `customerCart` answers it as a guest. The routes are read from the routers, so a customer
 * route added later is checked too. Sign-in throttling is tested in `store-rest/customers/customers.routes.test.ts`;
 * requests without a token or with a made-up one in `store-rest/customers/customer-isolation.test.ts`.
 */
const mock = await startTestServer({ diamondCount: 200, passwordHashCost: TEST_HASH_COST });
const http = rawHttpClient(mock.url);
/** The customer routes, the one that ends every session of the caller (Magento's own sign-out) last. */
const endsSessions = (route: { path: string }) => route.path.endsWith('/revoke-customer-token');
const customerRoutes = declaredRoutes(mock.server.app, mock.server.mounts)
  .filter((route) => isCustomerRoute(route.path))
  .sort((a, b) => Number(endsSessions(a)) - Number(endsSessions(b)));
afterAll(async () => {
  http.close();
  await mock.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
let serial = 20_000;

/** Moves the server's clock (only `Date`: sockets and timers keep running). */
function setClock(at: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

/** Every customer route called with the world's data and the given token, in the routers' order (the sign-out
 * last); `signOut` false leaves the sign-out out, true calls only it. */
async function callEveryRoute(world: World, token: string, signOut?: boolean): Promise<{ route: string; status: number; body: unknown }[]> {
  const answers = [];
  for (const route of customerRoutes.filter((candidate) => signOut === undefined || endsSessions(candidate) === signOut)) {
    const routeCase = routeCaseFor(route, world);
    const body = routeCase.body === undefined ? undefined : new TextEncoder().encode(JSON.stringify(routeCase.body));
    const answer = await http.send({
      method: route.method,
      path: `${filledPath(routeCase)}${routeCase.query}`,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body }),
    });
    answers.push({ route: `${route.method} ${route.path}`, status: answer.status, body: JSON.parse(answer.text) as unknown });
  }
  return answers;
}

async function customerCart(token: string): Promise<RawAnswer> {
  return http.send({
    method: 'POST',
    path: '/graphql',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: new TextEncoder().encode(JSON.stringify({ query: '{ customerCart { id total_quantity } }' })),
  });
}

const refusedEverywhere = (answers: { route: string; status: number; body: unknown }[]) => answers.map(({ route }) => ({ route, status: 401, body: notAuthorizedSelf }));
const guestAnswer = { errors: [expect.objectContaining({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } })], data: null };

describe('customer tokens', () => {
  it('cover every customer route of the routers', () => {
    expect(customerRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['GET /rest/V1/customers/me', 'GET /rest/V1/carts/mine', 'POST /rest/V1/carts/mine/payment-information', 'PUT /rest/V1/carts/mine/coupons/:couponCode', 'GET /rest/V1/falcon/orders/mine', 'DELETE /rest/V1/falcon/customers/me/address/:addressId']),
    );
  });

  it('are refused on every customer route one hour after sign-in, and accepted until then', async () => {
    const start = Date.parse('2026-06-01T09:00:00Z');
    setClock(start);
    const world = await prepareWorld(http, mock.server.integrationToken, serial++);
    setClock(start + 59 * MINUTE);
    // Still valid: no route answers the token's 401 (a route may refuse the request for another reason), but the
    // revocation, which answers that 401 for another customer's id by design (the valid body names another id).
    expect(JSON.parse((await customerCart(world.token)).text)).toMatchObject({ data: { customerCart: { id: expect.any(String) } } });
    // The sign-out route, last, ends this token's sessions: it is called with a second customer's token of the same
    // age, so that the expiry below is what refuses `world.token`.
    const other = await prepareWorld(http, mock.server.integrationToken, serial++);
    for (const { route, status, body } of [...(await callEveryRoute(world, world.token, false)), ...(await callEveryRoute(other, other.token, true))]) {
      const refused = status === 401 && JSON.stringify(body) === JSON.stringify(notAuthorizedSelf);
      expect({ route, refused }).toEqual({ route, refused: route.endsWith('/revoke') });
    }

    setClock(start + 60 * MINUTE);
    const expired = await callEveryRoute(world, world.token);
    expect(expired).toEqual(refusedEverywhere(expired));
    expect(JSON.parse((await customerCart(world.token)).text)).toEqual(guestAnswer);
  });

  it('are refused on every customer route once revoked, every token of the customer', async () => {
    const world = await prepareWorld(http, mock.server.integrationToken, serial++);
    const second = await http.send({
      method: 'POST',
      path: '/rest/V1/integration/customer/token',
      headers: { 'Content-Type': 'application/json' },
      body: new TextEncoder().encode(JSON.stringify({ username: world.email, password: 'Secret-123' })),
    });
    const secondToken = JSON.parse(second.text) as string;
    expect(JSON.parse((await customerCart(secondToken)).text)).toMatchObject({ data: { customerCart: { id: expect.any(String) } } });

    const revoked = await http.send({
      method: 'POST',
      path: '/rest/V1/integration/customer/revoke-customer-token',
      headers: { Authorization: `Bearer ${world.token}` },
    });
    expect({ status: revoked.status, body: JSON.parse(revoked.text) as unknown }).toEqual({ status: 200, body: true });
    for (const token of [world.token, secondToken]) {
      const answers = await callEveryRoute(world, token);
      expect(answers).toEqual(refusedEverywhere(answers));
      expect(JSON.parse((await customerCart(token)).text)).toEqual(guestAnswer);
    }
  });
});
