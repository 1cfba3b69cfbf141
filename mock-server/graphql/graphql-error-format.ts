import type { ErrorFormat } from '../http/error-format';

/**
 * Magento GraphQL errors: `{ "errors": [{ "message", "extensions": { "category" } }] }`. The message is rendered
 * (GraphQL clients show it as it is). Unexpected failures reveal nothing, as Magento does in production mode.
 */
export const graphqlErrorFormat: ErrorFormat = {
  send(res, error) {
    const internal = error.status >= 500;
    res
      .set(error.headers)
      .status(error.status)
      .json(graphqlErrors(internal ? 'Internal server error' : error.message, internal ? 'internal' : 'graphql-input'));
  },
};

export function graphqlErrors(message: string, category = 'graphql-input'): { errors: { message: string; extensions: { category: string } }[] } {
  return { errors: [{ message, extensions: { category } }] };
}
