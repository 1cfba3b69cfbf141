import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { z } from 'zod/mini';
import { chatConversationsAnswerSchema, chatErrorSchema, chatMessageSchema, chatMessagesAnswerSchema, chatOpenAnswerSchema, chatStatusSchema } from '../../contracts/chat';
import {
  cardProviderErrorSchema,
  financingCheckoutAnswerSchema,
  financingConfirmAnswerSchema,
  financingErrorSchema,
  tokenizeAnswerSchema,
} from '../../contracts/payments';
import { findStoreGraphqlOperation, graphqlAnswerSchema, graphqlRequestSchema } from '../../contracts/store/graphql';
import { findStoreRestCall, storeRestAnswerSchema } from '../../contracts/store/rest';
import { recommendationContractIssues } from './recommendation-contract';

/** What the contract found wrong in one answer of the mock. */
export interface AnswerProblem {
  readonly call: string;
  readonly status: number;
  readonly issues: readonly string[];
}

const issuesOf = (schema: z.ZodMiniType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
};

const providerAnswer = (ok: z.ZodMiniType, refused: z.ZodMiniType, status: number) => (status >= 400 ? refused : ok);

/**
 * The contract an answer of the mock must follow, or null for a route no client of the shop calls (the admin
 * product routes, the control routes, pages): the store REST calls and GraphQL operations of the shop, and the
 * card and financing providers' JSON routes. A GraphQL answer is checked as an envelope, and its data against the
 * shop's operation when the document is one of the shop's. The recommendation service's calls are read with its own
 * contract (recommendation-contract.ts).
 */
export function answerContract(method: string, url: string, requestBody: string | undefined, status: number): { call: string; check(answer: unknown): string[] } | null {
  const { pathname } = new URL(url);
  const rest = findStoreRestCall(method, url);
  if (rest) return { call: `REST ${rest.name}`, check: (answer) => issuesOf(storeRestAnswerSchema(rest, status), answer) };
  if (pathname === '/graphql' && (method === 'POST' || method === 'GET')) {
    const query = method === 'GET' ? new URL(url).searchParams.get('query') : readQuery(requestBody);
    const operation = query ? findStoreGraphqlOperation(query) : null;
    return {
      call: `GraphQL ${operation?.sameDocument ? operation.name : 'document'}`,
      check: (answer) => {
        const envelope = issuesOf(graphqlAnswerSchema, answer);
        const body = answer as { data?: unknown; errors?: unknown } | null;
        // Data is checked against the shop's operation when the document is the shop's own (contracts/store/graphql);
        // a test's own document under the same name asks for other fields.
        if (envelope.length > 0 || !operation?.sameDocument || body?.errors !== undefined) return envelope;
        return issuesOf(operation.data, body?.data).map((issue) => `data.${issue}`);
      },
    };
  }
  const chat = chatAnswerSchema(method, pathname, status);
  if (chat) return { call: `chat ${method} ${pathname}`, check: (answer) => issuesOf(chat, answer) };
  if (method !== 'POST') return null;
  if (pathname.startsWith('/recommendation/')) {
    const path = pathname.slice('/recommendation/'.length);
    return { call: `recommendation ${path}`, check: (answer) => recommendationContractIssues(path, status, answer) };
  }
  if (pathname === '/card-provider/v1/tokenize') return { call: 'card tokenize', check: (answer) => issuesOf(providerAnswer(tokenizeAnswerSchema, cardProviderErrorSchema, status), answer) };
  if (pathname === '/financing/v2/checkout') return { call: 'financing checkout', check: (answer) => issuesOf(providerAnswer(financingCheckoutAnswerSchema, financingErrorSchema, status), answer) };
  if (/^\/financing\/v2\/checkout\/[^/]+\/confirm$/.test(pathname)) {
    return { call: 'financing confirm', check: (answer) => issuesOf(providerAnswer(financingConfirmAnswerSchema, financingErrorSchema, status), answer) };
  }
  return null;
}

/** The chat provider's JSON answers, the shopper's and the console's (the event streams and the console page are not JSON). */
function chatAnswerSchema(method: string, pathname: string, status: number): z.ZodMiniType | null {
  if (status >= 400 && pathname.startsWith('/chat/') && pathname !== '/chat/console') return chatErrorSchema;
  if (pathname === '/chat/status') return chatStatusSchema;
  if (pathname === '/chat/conversations') return method === 'POST' ? chatOpenAnswerSchema : null;
  if (pathname === '/chat/console/conversations') return method === 'GET' ? chatConversationsAnswerSchema : null;
  if (/^\/chat\/(?:console\/)?conversations\/[^/]+\/messages$/.test(pathname)) return method === 'POST' ? chatMessageSchema : chatMessagesAnswerSchema;
  return null;
}

function readQuery(body: string | undefined): string | null {
  try {
    const parsed = graphqlRequestSchema.safeParse(JSON.parse(body ?? ''));
    return parsed.success ? parsed.data.query : null;
  } catch {
    return null;
  }
}

function bodyText(body: RequestInit['body']): string | undefined {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return undefined;
}

/**
 * Checks every answer the mock gives in this test file against the shop's contracts (contracts/): the global fetch
 * is wrapped while the file runs, and each test ends by asserting that no answer broke its contract. Requests are
 * not checked here: these tests send malformed ones on purpose.
 */
export function checkAnswersAgainstContracts(): { readonly checked: () => readonly string[] } {
  const problems: AnswerProblem[] = [];
  const checked: string[] = [];
  const original = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = input instanceof Request ? input.url : String(input);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const contract = answerContract(method, url, bodyText(init?.body), response.status);
      if (contract && (response.headers.get('content-type') ?? '').includes('json')) {
        const answer = (await response.clone().json()) as unknown;
        const issues = contract.check(answer);
        checked.push(contract.call);
        if (issues.length > 0) problems.push({ call: `${method} ${new URL(url).pathname} (${contract.call})`, status: response.status, issues });
      }
      return response;
    };
  });
  afterEach(() => {
    const found = problems.splice(0);
    expect(found, 'answers of the mock that break the contract').toEqual([]);
  });
  afterAll(() => {
    globalThis.fetch = original;
  });
  return { checked: () => checked };
}
