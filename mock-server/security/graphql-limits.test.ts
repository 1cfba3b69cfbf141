import { getIntrospectionQuery } from 'graphql';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_HASH_COST } from '../test/customer-client';
import { graphqlClient } from '../test/graphql-client';
import { guestCartClient } from '../test/guest-cart-client';
import { startTestServer } from '../test/test-server';
import { HEAVY_GRAPHQL, HOSTILE_GRAPHQL } from './support/hostile-requests';

/**
 * The store's GraphQL endpoint holds Magento's limits (`QueryComplexityLimiter`: complexity 300, depth 20; the
 * `pageSize` input limit 300), before any resolver runs, and answers past a limit with Magento's error: status
 * 200, `errors[].message` and `extensions.category` (`graphql-input` for the field count taken before validation
 * and for `pageSize`, `graphql` for the validation rules), no `data`. Aliases are fields like any other, so aliased
 * mutations cannot write more than the same cost allows; a batch of requests is not a GraphQL request.
 */
const mock = await startTestServer({ diamondCount: 200, passwordHashCost: TEST_HASH_COST });
const graphql = graphqlClient(mock.url);
const carts = guestCartClient(mock.url);
afterAll(() => mock.close());

/** `count` aliased product counts: two fields each. */
const aliasedCounts = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `c${index}: products(search: "Ring", pageSize: 1) { total_count }`).join(' ')} }`;

/** `__type` then `levels` nested `ofType`: a field with a selection at each level, as deep as `levels`. */
const nestedTypes = (levels: number) => `{ __type(name: "Cart") { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } }`;

describe("the store's GraphQL limits", () => {
  it('answers a query of 300 fields, aliases counted, and refuses 302 before validation', async () => {
    const within = await graphql.post(aliasedCounts(150));
    expect(within.body.errors).toBeUndefined();
    expect(Object.keys(within.body.data ?? {})).toHaveLength(150);

    const over = await graphql.post(aliasedCounts(151));
    expect(over.status).toBe(200);
    expect(over.body).toEqual({ errors: [{ message: 'Max query complexity should be 300 but got 302.', extensions: { category: 'graphql-input' } }] });
  });

  it('counts a fragment wherever it is spread', async () => {
    // 84 fields written, 400 once the fragment is spread 80 times.
    const spreads = Array.from({ length: 80 }, (_, index) => `p${index}: products(search: "Ring", pageSize: 1) { ...Listing }`).join(' ');
    const answer = await graphql.post(`{ ${spreads} } fragment Listing on Products { total_count items { sku name } }`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ errors: [{ message: 'Max query complexity should be 300 but got 400.', extensions: { category: 'graphql' } }] });
  });

  it('leaves a field skipped by @skip or @include out of the cost, as Magento does', async () => {
    const skipped = Array.from({ length: 80 }, (_, index) => `s${index}: products(search: "Ring", pageSize: 1) @skip(if: $skip) { ...Listing }`).join(' ');
    const query = `query Skipping($skip: Boolean!) { ${skipped} kept: products(search: "Ring", pageSize: 1) { total_count } } fragment Listing on Products { total_count items { sku name } }`;
    expect((await graphql.post(query, { skip: true })).body.errors).toBeUndefined();
    expect((await graphql.post(query, { skip: false })).body.errors).toEqual([{ message: 'Max query complexity should be 300 but got 402.', extensions: { category: 'graphql' } }]);
  });

  it('answers a depth of 20 and refuses 21', async () => {
    const within = await graphql.post(nestedTypes(20));
    expect(within.body.errors).toBeUndefined();
    expect(within.body.data).toEqual({ __type: { ofType: null } });

    const over = await graphql.post(nestedTypes(21));
    expect(over.status).toBe(200);
    expect(over.body).toEqual({ errors: [{ message: 'Max query depth should be 20 but got 21.', extensions: { category: 'graphql' } }] });
  });

  it('keeps introspection open: the standard introspection query is within the limits', async () => {
    const answer = await graphql.post(getIntrospectionQuery());
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toHaveProperty('__schema');
  });

  it('refuses a page of more than 300 products with Magento\'s input error', async () => {
    const over = await graphql.post('{ products(search: "Ring", pageSize: 301) { total_count } }');
    expect(over.status).toBe(200);
    expect(over.body.errors).toEqual([{ message: 'Maximum pageSize is 300', locations: [{ line: 1, column: 3 }], path: ['products'], extensions: { category: 'graphql-input' } }]);
    expect(over.body.data).toEqual({ products: null });
    expect((await graphql.post('{ products(search: "Ring", pageSize: 300) { total_count } }')).body.errors).toBeUndefined();
  });

  it('does not let aliased mutations write past the cost limit, nor a batch of requests', async () => {
    const cartId = await carts.create();
    const setEmails = (count: number) =>
      `mutation { ${Array.from({ length: count }, (_, index) => `m${index}: setGuestEmailOnCart(input: { cart_id: "${cartId}", email: "guest${index}@example.com" }) { cart { email } }`).join(' ')} }`;
    const email = async () => ((await graphql.post<{ cart: { email: string | null } }>(`{ cart(cart_id: "${cartId}") { email } }`)).body.data?.cart.email ?? null);

    const over = await graphql.post(setEmails(101));
    expect(over.body).toEqual({ errors: [{ message: 'Max query complexity should be 300 but got 303.', extensions: { category: 'graphql-input' } }] });
    expect(await email()).toBeNull();

    const batch = await fetch(`${mock.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ query: setEmails(1) }, { query: setEmails(1) }]),
    });
    expect(batch.status).toBe(400);
    expect(await email()).toBeNull();

    const within = await graphql.post(setEmails(100));
    expect(within.body.errors).toBeUndefined();
    expect(await email()).toBe('guest99@example.com');
  });

  it('refuses documents built to multiply work at once, and answers heavy ones within the limits, without stalling the server', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    try {
      for (const request of [...HOSTILE_GRAPHQL, ...HEAVY_GRAPHQL]) {
        const { query } = request.body as { query: string };
        const answer = await graphql.post(query);
        expect(delay.max / 1e6, `${request.name} stalled the server (ms)`).toBeLessThan(1_000);
        expect(answer.status, request.name).toBe(200);
        if (HOSTILE_GRAPHQL.includes(request)) {
          expect(answer.body.data, request.name).toBeUndefined();
          expect(answer.body.errors?.[0]?.message, request.name).toMatch(/^(Max query complexity should be 300 but got \d+\.|Syntax Error: Document (contains more that 5000 tokens|nests more than 64 levels)\. Parsing aborted\.)$/);
        } else {
          expect(answer.body.errors, request.name).toBeUndefined();
        }
      }
    } finally {
      delay.disable();
    }
  });

  it('refuses a document too long or too deeply nested to read cheaply, with a syntax error', async () => {
    const tooLong = await graphql.post(`{ ${'__typename '.repeat(5_001)}}`);
    expect(tooLong.body).toEqual({ errors: [{ message: 'Syntax Error: Document contains more that 5000 tokens. Parsing aborted.', extensions: { category: 'graphql' } }] });
    const tooDeep = await graphql.post(`{ products(search: ${'['.repeat(64)}"Ring"${']'.repeat(64)}) { total_count } }`);
    expect(tooDeep.body).toEqual({ errors: [{ message: 'Syntax Error: Document nests more than 64 levels. Parsing aborted.', extensions: { category: 'graphql' } }] });
  });
});
