import { describe, expect, it } from 'vitest';
import { templateKeys } from './support/route-cases';
import { fuzzRoutes, isCartRoute } from './support/route-fuzz-suite';

/** Fuzzing of every route but the cart and checkout routes (`route-fuzz-carts.test.ts`): store REST (CMS, contact,
 * customers, addresses, orders, products), GraphQL, the recommendation service, media, the card and financing
 * providers, the chat provider (the shopper's routes with a conversation's secret, the console's with its token), the
 * test controls and json-server's `/db`. See `support/route-fuzz-suite.ts`. */
const { all, mounts } = await fuzzRoutes((route) => !isCartRoute(route));

describe('the fuzzed routes', () => {
  it('are every route the routers declare, on every mount, between this file and the carts file', () => {
    const keys = all.map((route) => `${route.method} ${route.path}`);
    const fuzzedMounts = new Set(all.map((route) => route.mount));
    for (const { path } of mounts) expect(fuzzedMounts).toContain(path);
    expect(keys).toEqual(
      expect.arrayContaining(['GET /rest/V1/cmsPage/:pageId', 'POST /rest/V1/carts/mine/payment-information', 'POST /graphql', 'GET /graphql', 'POST /recommendation/comparisons', 'POST /financing/v2/checkout', 'PUT /__control/cms-pages/:pageId', 'GET /db/cmsPages/:id', 'POST /chat/conversations/:id/messages', 'POST /chat/console/conversations/:id/messages']),
    );
    expect(all.filter(isCartRoute).length).toBeGreaterThanOrEqual(30);
    // Every valid body and query is for a route that exists: a renamed route is not silently left unfuzzed.
    for (const key of templateKeys()) expect(keys).toContain(key);
  });
});
