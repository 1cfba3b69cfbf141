import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_HASH_COST } from '../../test/customer-client';
import { startTestServer } from '../../test/test-server';
import { fuzzAuthorization, fuzzBody, fuzzPath } from './fuzz-arbitraries';
import type { FuzzBody } from './fuzz-arbitraries';
import { RUNS_PER_ROUTE } from './fuzz-figures';
import { rawHttpClient } from './raw-http';
import { filledPath, prepareRouteCase } from './route-cases';
import { declaredRoutes } from './route-walk';
import type { DeclaredRoute } from './route-walk';
import { assertSafeAnswer, dialectOf, echoesLeakText, prototypeNames } from './safe-answer';

/** The cart and checkout routes (guest and customer, the diamond add, the merge): the heaviest share, fuzzed in a
 * file of their own so that the two halves run side by side. */
export const isCartRoute = (route: DeclaredRoute): boolean => /^\/rest\/V1\/(?:guest-carts|carts|diamondsearch|falcon\/carts)(?:\/|$)/.test(route.path);

const headersFor = (authorization: string | undefined, body: FuzzBody | undefined): Record<string, string> => ({
  ...(authorization === undefined ? {} : { Authorization: authorization }),
  ...(body?.contentType == null ? {} : { 'Content-Type': body.contentType }),
});

/**
 * Property-based fuzzing of the routes of the mock backend that `select` picks, read from its routers (so a new
 * route is fuzzed without being listed anywhere), against one in-process server with few diamonds. For each route,
 * 300 generated bodies (around the route's valid body: wrong types, deep nesting, long strings and lists, prototype
 * keys, numbers JavaScript cannot hold, text that is not JSON, other content types, none) and 300 generated paths
 * (odd parameters, encoded characters, traversal, huge numbers, other store codes, broken query strings, broken
 * tokens). Every answer: no 5xx, a 4xx in the mount's JSON error format, nothing internal in any body, and no
 * prototype polluted. Returns the server's routes (all of them) for checks of the selection.
 */
export async function fuzzRoutes(select: (route: DeclaredRoute) => boolean): Promise<{ all: readonly DeclaredRoute[]; mounts: readonly { path: string }[] }> {
  const mock = await startTestServer({ control: true, diamondCount: 200, passwordHashCost: TEST_HASH_COST });
  const http = rawHttpClient(mock.url);
  const all = declaredRoutes(mock.server.app, mock.server.mounts);
  afterAll(async () => {
    http.close();
    await mock.close();
  });
  const encoder = new TextEncoder();
  let serial = 0;

  describe.each(all.filter(select).map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    it(`answers ${RUNS_PER_ROUTE} generated bodies safely`, async () => {
      const routeCase = await prepareRouteCase(http, route, mock.server, serial++);
      const path = `${filledPath(routeCase)}${routeCase.query}`;
      const requests = fuzzBody(routeCase.body).filter((body) => !echoesLeakText(body.text));
      await fc.assert(
        fc.asyncProperty(requests, async (body) => {
          const before = prototypeNames();
          const answer = await http.send({
            method: route.method,
            path,
            headers: headersFor(routeCase.authorization, body),
            ...(body.text === undefined ? {} : { body: encoder.encode(body.text) }),
          });
          assertSafeAnswer(dialectOf(route.path), answer);
          expect(prototypeNames()).toBe(before);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });

    it(`answers ${RUNS_PER_ROUTE} generated paths safely`, async () => {
      const routeCase = await prepareRouteCase(http, route, mock.server, serial++);
      const bodyText = routeCase.body === undefined ? undefined : JSON.stringify(routeCase.body);
      const requests = fc
        .record({ path: fuzzPath(route.path, routeCase.params, routeCase.query), authorization: fuzzAuthorization(routeCase.authorization) })
        .filter(({ path }) => !echoesLeakText(path));
      await fc.assert(
        fc.asyncProperty(requests, async ({ path, authorization }) => {
          const before = prototypeNames();
          const answer = await http.send({
            method: route.method,
            path,
            headers: headersFor(authorization, bodyText === undefined ? undefined : { kind: 'valid', contentType: 'application/json', text: bodyText }),
            ...(bodyText === undefined ? {} : { body: encoder.encode(bodyText) }),
          });
          assertSafeAnswer(dialectOf(path), answer);
          expect(prototypeNames()).toBe(before);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  });
  return { all, mounts: mock.server.mounts };
}
