import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

const error = (message: string) => ({ errors: [{ message, extensions: { category: 'graphql-input' } }] });

describe('/graphql', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer();
  });
  afterAll(() => mock.close());

  it.each([
    ['{ products(search: "Ring") { items { sku } } }', 'Cannot query field "products" on type "Query".'],
    ['query Rings($page: Int = 1) { list: products(currentPage: $page) { total_count } }', 'Cannot query field "products" on type "Query".'],
    ['mutation { placeOrder(input: { cart_id: "abc" }) { order { order_number } } }', 'Cannot query field "placeOrder" on type "Mutation".'],
  ])('answers a query with a GraphQL error and status 200: %s', async (query, message) => {
    const response = await postJson(`${mock.url}/graphql`, { query, variables: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(error(message));
  });

  it('answers GET /graphql?query= the same way', async () => {
    const response = await fetch(`${mock.url}/graphql?query=${encodeURIComponent('{ customerCart { id } }')}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(error('Cannot query field "customerCart" on type "Query".'));
  });

  it.each([[{}], [{ query: '' }], [{ query: 42 }], [[]]])('answers 400 for a request without a query: %j', async (body) => {
    const response = await postJson(`${mock.url}/graphql`, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(error('GraphQL Request must include at least one of those two parameters: "query" or "queryId"'));
  });

  it('answers other paths with a 404 in the GraphQL error shape', async () => {
    const response = await fetch(`${mock.url}/graphql/schema`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(error('Request does not match any route.'));
  });
});
