import { postJson } from './test-server';

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  body: {
    data?: T | null;
    errors?: { message: string; locations?: { line: number; column: number }[]; path?: (string | number)[]; extensions: { category: string } }[];
  };
}

/**
 * Calls of the store's GraphQL endpoint against a test server, POST and GET; with `token`, as that customer
 * (`Authorization: Bearer`).
 */
export function graphqlClient(baseUrl: string, token?: string) {
  const endpoint = `${baseUrl}/graphql`;
  const auth: Record<string, string> = token === undefined ? {} : { Authorization: `Bearer ${token}` };
  const read = async <T>(response: Response): Promise<GraphqlResponse<T>> => ({ status: response.status, body: (await response.json()) as GraphqlResponse<T>['body'] });
  const send = (body: unknown) =>
    token === undefined ? postJson(endpoint, body) : fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json', ...auth }, body: JSON.stringify(body) });
  return {
    post: async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, operationName?: string) =>
      read<T>(await send({ query, ...(variables ? { variables } : {}), ...(operationName ? { operationName } : {}) })),
    get: async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => {
      const params = new URLSearchParams({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) });
      return read<T>(await fetch(`${endpoint}?${params.toString()}`, { headers: auth }));
    },
  };
}
