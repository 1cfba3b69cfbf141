// The mock backend's own ambient typing of json-server, which this project's browser config does not include.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration file cannot be imported
/// <reference path="../../mock-server/types/json-server.d.ts" />
import type { z } from 'zod/mini';
import { financingCheckoutAnswerSchema, financingCheckoutRequestSchema, financingErrorSchema } from '../../contracts/payments';
import { findStoreGraphqlOperation, graphqlAnswerSchema, graphqlRequestSchema } from '../../contracts/store/graphql';
import { findStoreRestCall, storeRestAnswerSchema } from '../../contracts/store/rest';
import { startTestServer, type TestServer } from '../../mock-server/test/test-server';

/** One call an adapter made, named as its contract names it, with what the contract found wrong in it. */
export interface CheckedCall {
  readonly call: string;
  readonly status: number;
  readonly problems: readonly string[];
}

const problemsOf = (what: string, schema: z.ZodMiniType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${what} ${issue.path.join('.') || '(root)'}: ${issue.message}`);
};

const parsed = (text: string | undefined): unknown => (text === undefined ? undefined : (JSON.parse(text) as unknown));

/** What a call sent and answered, checked against its contract; a call no contract names is a problem itself. */
const check = (method: string, url: string, requestText: string | undefined, status: number, answer: unknown): CheckedCall => {
  const { pathname } = new URL(url);
  const rest = findStoreRestCall(method, url);
  if (rest) {
    const request = rest.request === null ? (requestText === undefined ? [] : ['request: a read sends no body']) : problemsOf('request', rest.request, parsed(requestText));
    return { call: `REST ${rest.name}`, status, problems: [...request, ...problemsOf('answer', storeRestAnswerSchema(rest, status), answer)] };
  }
  if (pathname.endsWith('/graphql') && method === 'POST') {
    const body = parsed(requestText);
    const envelope = graphqlRequestSchema.safeParse(body);
    const operation = envelope.success ? findStoreGraphqlOperation(envelope.data.query) : null;
    if (!envelope.success || !operation?.sameDocument) return { call: 'GraphQL (unknown operation)', status, problems: ['request: the document is none of the contract'] };
    const problems = [...problemsOf('variables', operation.variables, envelope.data.variables ?? {}), ...problemsOf('answer', graphqlAnswerSchema, answer)];
    const errors = (answer as { errors?: unknown } | null)?.errors;
    if (errors === undefined) problems.push(...problemsOf('data', operation.data, (answer as { data?: unknown } | null)?.data));
    return { call: `GraphQL ${operation.name}`, status, problems };
  }
  if (pathname.endsWith('/financing/v2/checkout') && method === 'POST') {
    const answerSchema = status >= 400 ? financingErrorSchema : financingCheckoutAnswerSchema;
    return { call: 'financing checkout', status, problems: [...problemsOf('request', financingCheckoutRequestSchema, parsed(requestText)), ...problemsOf('answer', answerSchema, answer)] };
  }
  return { call: `${method} ${pathname}`, status, problems: ['no contract names this call'] };
};

/**
 * A fetch for the shop's adapters that checks every request they send and every answer the real mock backend gives
 * against the same contract (contracts/), and records each call. `tamper` changes an answer on its way back to the
 * adapter (and to the check), to show that a drift is caught.
 */
export function contractFetch(tamper?: (url: string, answer: unknown) => unknown) {
  const calls: CheckedCall[] = [];
  const checkedFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const requestText = typeof init?.body === 'string' ? init.body : undefined;
    const response = await fetch(input, init);
    const text = await response.text();
    let answer: unknown = text === '' ? undefined : (JSON.parse(text) as unknown);
    if (tamper) answer = tamper(url, answer);
    calls.push(check(method, url, requestText, response.status, answer));
    return new Response(answer === undefined ? null : JSON.stringify(answer), { status: response.status, headers: response.headers });
  };
  return {
    fetch: checkedFetch,
    calls,
    /** Every problem found so far, by call. */
    problems: () => calls.flatMap(({ call, status, problems }) => problems.map((problem) => `${call} (${status}): ${problem}`)),
    /** The names of the calls seen, once each. */
    seen: () => [...new Set(calls.map(({ call }) => call))].sort(),
  };
}

/** The mock backend in this process, on a free port, as the shop's own tests of its features run it. */
export const startBackend = (): Promise<TestServer> => startTestServer({ seed: 42, control: true, diamondCount: 2_000, passwordHashCost: 1024 });
