import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';
import { RUNS_PER_ROUTE } from './support/fuzz-figures';
import { rawHttpClient } from './support/raw-http';
import type { RawAnswer } from './support/raw-http';
import { declaredRoutes } from './support/route-walk';

const STOREFRONT = 'http://shop.loupe.test:5173';

/**
 * CORS allows the storefront's origin only, on every route of every mount: a simple request or a preflight from
 * any other origin (look-alikes of the storefront's included) gets no `Access-Control-Allow-Origin` (so a page there
 * cannot read the answer) and no permission to send; the storefront gets its own origin echoed, never `*`, and
 * never credentials. Example cases, and the headers the storefront needs: `http/cors.test.ts`.
 */
const mock = await startTestServer({ control: true, diamondCount: 50, storefrontOrigin: STOREFRONT });
const http = rawHttpClient(mock.url);
const routes = declaredRoutes(mock.server.app, mock.server.mounts);
afterAll(async () => {
  http.close();
  await mock.close();
});

const LOOK_ALIKES = [
  'https://shop.loupe.test:5173',
  'http://shop.loupe.test:5174',
  'http://shop.loupe.test',
  'http://shop.loupe.test:51730',
  'http://shop.loupe.test:5173.evil.example',
  'http://evilshop.loupe.test:5173',
  'http://shop.loupe.test.evil.example:5173',
  'http://SHOP.LOUPE.TEST:5173',
  'http://shop.loupe.test:5173/',
  'http://shop.loupe.test:5173/path',
  'http://user@shop.loupe.test:5173',
  'http://shop.loupe.test:5173, http://evil.example',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'null',
  '*',
  'file://',
  '',
];

const otherOrigins = fc
  .oneof(
    { weight: 2, arbitrary: fc.constantFrom(...LOOK_ALIKES) },
    { weight: 2, arbitrary: fc.webUrl().map((url) => new URL(url).origin) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).filter((text) => /^[\x20-\x7e]*$/.test(text)) },
  )
  // HTTP drops the spaces around a header's value, so ' <storefront>' is the storefront.
  .filter((origin) => origin.trim() !== STOREFRONT);

const pathOf = (template: string): string => template.replace(/:\w+/g, 'x');

const corsHeaders = (answer: RawAnswer) => ({
  allowOrigin: answer.headers['access-control-allow-origin'] ?? null,
  allowCredentials: answer.headers['access-control-allow-credentials'] ?? null,
  allowMethods: answer.headers['access-control-allow-methods'] ?? null,
});

describe('CORS on every route', () => {
  it(`gives ${RUNS_PER_ROUTE} generated other origins no access, simple requests and preflights alike`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ route: fc.constantFrom(...routes), origin: otherOrigins, preflight: fc.boolean() }), async ({ route, origin, preflight }) => {
        const answer = await http.send({
          method: preflight ? 'OPTIONS' : route.method,
          path: pathOf(route.path),
          headers: { Origin: origin, ...(preflight ? { 'Access-Control-Request-Method': route.method, 'Access-Control-Request-Headers': 'authorization,content-type' } : {}) },
        });
        expect(corsHeaders(answer)).toEqual({ allowOrigin: null, allowCredentials: null, allowMethods: null });
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });

  it("echoes the storefront's origin on every route, answers and errors alike, never * and never credentials", async () => {
    for (const route of routes) {
      for (const preflight of [false, true]) {
        const answer = await http.send({
          method: preflight ? 'OPTIONS' : route.method,
          path: pathOf(route.path),
          headers: { Origin: STOREFRONT, ...(preflight ? { 'Access-Control-Request-Method': route.method } : {}) },
        });
        expect({ route: `${route.method} ${route.path}`, preflight, ...corsHeaders(answer) }).toEqual({
          route: `${route.method} ${route.path}`,
          preflight,
          allowOrigin: STOREFRONT,
          allowCredentials: null,
          allowMethods: preflight ? expect.stringContaining(route.method) : null,
        });
      }
    }
  });
});
