import type { ErrorFormat } from '../http/error-format';
import { errorFormat } from '../http/error-format';

/**
 * Magento GraphQL errors: `{ "errors": [{ "message", "extensions": { "category" } }] }`. The message is rendered
 * (GraphQL clients show it as it is). Unexpected failures reveal nothing, as Magento does in production mode.
 */
export const graphqlErrorFormat: ErrorFormat = errorFormat((error) =>
  error.status >= 500 ? graphqlErrors('Internal server error', 'internal') : graphqlErrors(error.message, 'graphql-input'),
);

export function graphqlErrors(message: string, category = 'graphql-input'): { errors: { message: string; extensions: { category: string } }[] } {
  return { errors: [{ message, extensions: { category } }] };
}
