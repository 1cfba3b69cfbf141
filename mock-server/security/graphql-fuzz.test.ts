import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { STORE_SCHEMA } from '../graphql/store-schema';
import { TEST_HASH_COST } from '../test/customer-client';
import { diamondIdAt } from '../test/guest-cart-client';
import { startTestServer } from '../test/test-server';
import { operationsFor, rootFields } from './support/graphql-operations';
import { rawHttpClient } from './support/raw-http';
import { prepareWorld } from './support/route-cases';
import { RUNS_PER_ROUTE } from './support/fuzz-figures';
import { assertSafeAnswer, echoesLeakText, prototypeNames } from './support/safe-answer';

/**
 * The store's GraphQL endpoint, fuzzed from its schema (a query or mutation added later is fuzzed without being
 * listed here): every root field called 300 times with generated arguments as variables (valid types with odd
 * values, the test data's cart ids and codes, wrong types, missing ones), as a guest and as a signed-in customer,
 * selecting every field of the answer. Every answer is a GraphQL answer in Magento's format, never an internal
 * (resolver) failure, a 5xx or a leak. `route-fuzz.test.ts` fuzzes the endpoint's bodies and paths as a route.
 */
const mock = await startTestServer({ control: true, diamondCount: 200, passwordHashCost: TEST_HASH_COST });
const http = rawHttpClient(mock.url);
afterAll(async () => {
  http.close();
  await mock.close();
});

const encoder = new TextEncoder();
let serial = 10_000;

describe.each(rootFields(STORE_SCHEMA).map(({ kind, field }) => [`${kind} ${field.name}`, kind, field] as const))('GraphQL %s', (_name, kind, field) => {
  it(`answers ${RUNS_PER_ROUTE} generated calls in Magento's GraphQL format`, async () => {
    const world = await prepareWorld(http, mock.server.integrationToken, serial++);
    const goodTexts = [world.cartId, world.email, diamondIdAt(3), 'braintree', 'affirm_gateway', 'checkmo', 'tokencc_made-up', 'WELCOME10', 'fw-solitaire-er', 'solitaire-classic', 'ring_color', 'nwg_diamond_shape', 'catalog_product', '99', 'ring'];
    const requests = fc
      .record({ operation: operationsFor(kind, field, goodTexts), signedIn: fc.boolean() })
      .filter(({ operation }) => !echoesLeakText(JSON.stringify(operation.variables)));
    await fc.assert(
      fc.asyncProperty(requests, async ({ operation, signedIn }) => {
        const before = prototypeNames();
        const answer = await http.send({
          method: 'POST',
          path: '/graphql',
          headers: { 'Content-Type': 'application/json', ...(signedIn ? { Authorization: `Bearer ${world.token}` } : {}) },
          body: encoder.encode(JSON.stringify({ query: operation.query, variables: operation.variables })),
        });
        assertSafeAnswer('graphql', answer);
        expect(prototypeNames()).toBe(before);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});
