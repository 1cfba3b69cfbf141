import { GraphQLError } from 'graphql';
import type { MockLogger } from '../app/logger';
import { renderPhrase } from '../http/http-error';
import type { PhraseParameters } from '../http/http-error';

/** Magento's error categories (`extensions.category`): one per GraphQL exception class it throws. */
export type GraphqlErrorCategory =
  | 'graphql'
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'internal';

/** An error a resolver throws (or returns in a list) on purpose: its message is shown as it is, with its category. */
export class MagentoGraphqlError extends Error {
  constructor(
    readonly category: Exclude<GraphqlErrorCategory, 'graphql' | 'internal'>,
    phrase: string,
    parameters: PhraseParameters = [],
  ) {
    super(renderPhrase(phrase, parameters));
    this.name = 'MagentoGraphqlError';
  }
}

export const graphqlErrors = {
  /** GraphQlInputException. */
  input: (phrase: string, parameters?: PhraseParameters) => new MagentoGraphqlError('graphql-input', phrase, parameters),
  /** GraphQlNoSuchEntityException. */
  noSuchEntity: (phrase: string, parameters?: PhraseParameters) => new MagentoGraphqlError('graphql-no-such-entity', phrase, parameters),
  /** GraphQlAuthorizationException. */
  authorization: (phrase: string, parameters?: PhraseParameters) => new MagentoGraphqlError('graphql-authorization', phrase, parameters),
} as const;

export interface FormattedGraphqlError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions: { category: GraphqlErrorCategory };
}

/**
 * One error as Magento writes it: message, locations and path when known, and `extensions.category`. Errors of the
 * request itself (syntax, validation, variables, operation name) are `graphql`; a resolver's deliberate error has
 * its own category; anything else is a bug, answered like production Magento (`Internal server error`,
 * category `internal`, no detail) while the stack goes to the log.
 */
export function formatGraphqlError(error: GraphQLError, log: MockLogger): FormattedGraphqlError {
  const original = error.originalError;
  const located = {
    ...(error.locations ? { locations: error.locations.map(({ line, column }) => ({ line, column })) } : {}),
    ...(error.path ? { path: [...error.path] } : {}),
  };
  if (original === undefined || original instanceof GraphQLError) {
    return { message: error.message, ...located, extensions: { category: 'graphql' } };
  }
  if (original instanceof MagentoGraphqlError) {
    return { message: original.message, ...located, extensions: { category: original.category } };
  }
  log.error(`GraphQL resolver failed at ${error.path?.join('.') ?? 'the request'}`, original);
  return { message: 'Internal server error', ...located, extensions: { category: 'internal' } };
}
