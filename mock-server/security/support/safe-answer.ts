import { LEAK_PATTERN } from '../../test/test-server';
import type { RawAnswer } from './raw-http';

/** The error dialect of a mount: Magento REST bodies everywhere but on the store's GraphQL endpoint. */
export type ErrorDialect = 'magento' | 'graphql';

export const dialectOf = (path: string): ErrorDialect => (/^\/graphql(?:[/?#]|$)/i.test(path) ? 'graphql' : 'magento');

/** Stack frames and file positions: never in an answer, whatever its type (HTML pages and SVG drawings included). */
const STACK_PATTERN = /\bat [\w.<>]+ \(|node_modules|\.ts:\d|\.js:\d/;

/**
 * LEAK_PATTERN for the data of a successful answer: the same, except that the bare word "trace" is looked for as
 * a `"trace":` member (Magento's developer-mode stack), since catalogue copy may say that gold beads trace an edge.
 */
const DATA_LEAK_PATTERN = new RegExp(LEAK_PATTERN.source.replace('|trace', '|"trace"\\s*:'), LEAK_PATTERN.flags);

/** graphql-js's request error prefix, which the GraphQL specification and Magento answer as it is. */
const GRAPHQL_SYNTAX_PREFIX = /("message":\s*")Syntax Error:/g;

/** Whether a generated request carries, by chance, text the leak check looks for (an echo would be no leak). */
export const echoesLeakText = (...texts: (string | undefined)[]): boolean =>
  texts.some((text) => text !== undefined && (LEAK_PATTERN.test(text) || (text.includes('%') && text.length < 20_000 && LEAK_PATTERN.test(safeDecode(text)))));

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What every answer of the mock backend must be, for any request: no 5xx; a 4xx is JSON in the mount's error
 * format (Magento `{ message, parameters }`, or GraphQL errors with `extensions.category`); no stack trace, exception
 * name or internal path in any body; and a GraphQL answer never reports an internal (resolver) failure. Throws a
 * message naming the broken rule.
 */
export function assertSafeAnswer(dialect: ErrorDialect, answer: RawAnswer): void {
  const { status, text } = answer;
  const contentType = String(answer.headers['content-type'] ?? '');
  const isJson = /^application\/json\b/i.test(contentType);
  if (status >= 500 || status < 100) throw new Error(`answered ${status}: ${text.slice(0, 500)}`);
  if (status >= 400 && !isJson) throw new Error(`answered ${status} as "${contentType}", not JSON: ${text.slice(0, 200)}`);
  if (!isJson) {
    if (STACK_PATTERN.test(text)) throw new Error(`answer ${status} reveals internals: ${text.slice(0, 500)}`);
    return;
  }
  const body = parseJson(text, status);
  // The error part (the whole body of a 4xx, a GraphQL answer's `errors`) is held to LEAK_PATTERN in full.
  const errorPart = status >= 400 ? body : (body as { errors?: unknown } | null)?.errors;
  const errorText = errorPart === undefined ? '' : JSON.stringify(errorPart);
  const checkedErrors = dialect === 'graphql' ? errorText.replace(GRAPHQL_SYNTAX_PREFIX, '$1Syntax error -') : errorText;
  if (LEAK_PATTERN.test(checkedErrors) || DATA_LEAK_PATTERN.test(text.replace(GRAPHQL_SYNTAX_PREFIX, '$1Syntax error -'))) {
    throw new Error(`answer ${status} reveals internals: ${text.slice(0, 500)}`);
  }
  if (dialect === 'graphql') {
    assertGraphqlErrors(body, status);
  } else if (status >= 400) {
    assertMagentoError(body, status);
  }
}

function parseJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`answered ${status} with a JSON type but a body that is not JSON: ${text.slice(0, 200)}`);
  }
}

function assertMagentoError(body: unknown, status: number): void {
  const { message, parameters } = (body ?? {}) as { message?: unknown; parameters?: unknown };
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  const listOfText = Array.isArray(parameters) && parameters.every((value) => typeof value === 'string');
  const namedText = typeof parameters === 'object' && parameters !== null && !Array.isArray(parameters) && Object.values(parameters).every((value) => typeof value === 'string');
  if (keys.join() !== 'message,parameters' || typeof message !== 'string' || message === '' || !(listOfText || namedText)) {
    throw new Error(`answered ${status} outside Magento's error format: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

const GRAPHQL_CATEGORIES = new Set(['graphql', 'graphql-input', 'graphql-no-such-entity', 'graphql-authorization', 'graphql-authentication']);

function assertGraphqlErrors(body: unknown, status: number): void {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (errors === undefined && status < 400) return;
  if (!Array.isArray(errors) || errors.length === 0) throw new Error(`answered ${status} without GraphQL errors: ${JSON.stringify(body).slice(0, 300)}`);
  for (const error of errors as { message?: unknown; extensions?: { category?: unknown } }[]) {
    const category = error.extensions?.category;
    if (typeof error.message !== 'string' || typeof category !== 'string' || !GRAPHQL_CATEGORIES.has(category)) {
      throw new Error(`answered ${status} with a GraphQL error outside Magento's format or an internal failure: ${JSON.stringify(error).slice(0, 300)}`);
    }
  }
}

/** The names on `Object.prototype` and `Array.prototype`: a request must never add one (prototype pollution). */
export function prototypeNames(): string {
  const names = (object: object) => Object.getOwnPropertyNames(object).sort().join();
  return `${names(Object.prototype)}|${names(Array.prototype)}|${names(Function.prototype)}`;
}
