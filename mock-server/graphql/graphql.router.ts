import { setImmediate as nextTurn } from 'node:timers/promises';
import { Router } from 'express';
import type { Request } from 'express';
import { GraphQLError, execute, getOperationAST, parse, specifiedRules, validate } from 'graphql';
import type { DocumentNode } from 'graphql';
import { z } from 'zod';
import type { ServerContext } from '../app/server-context';
import { asyncRoute } from '../http/async-route';
import { HttpError } from '../http/http-error';
import { safeParseBody } from '../http/validate-body';
import { rejectCardData } from '../store-rest/checkout/card-data-guard';
import { requestCustomerId } from './graphql-customer';
import type { GraphqlContext } from './graphql-context';
import { formatGraphqlError } from './graphql-errors';
import type { FormattedGraphqlError } from './graphql-errors';
import { complexityMessage, documentBoundError, MAX_DOCUMENT_TOKENS, MAX_QUERY_COMPLEXITY, queryLimitsRule, writtenFieldCount } from './query-limits';
import { ROOT_RESOLVERS, STORE_SCHEMA } from './store-schema';

const graphqlRequestSchema = z.object({
  query: z.string().trim().min(1),
  operationName: z.string().nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
});

type GraphqlRequest = z.infer<typeof graphqlRequestSchema>;

interface GraphqlAnswer {
  errors?: FormattedGraphqlError[];
  data?: Record<string, unknown> | null;
}

/**
 * The store's GraphQL endpoint, as Magento 2.4 answers it: `POST /graphql` with `{ query, variables?,
 * operationName? }`, and `GET /graphql?query=…&variables=<JSON>&operationName=…` for queries (a mutation sent with
 * GET is refused). Errors follow Magento up to 2.4.6: status 200 for a syntax error, a validation error (unknown
 * field: category `graphql`) and a resolver's error (its own category: `graphql-input`, `graphql-no-such-entity`,
 * `graphql-authorization`), with the data that could be answered. A request without a query, or with variables
 * that are not JSON, is a 400; a body that is not JSON answers the mount's 400 `Decoding error.`. A customer's
 * requests carry their `Authorization: Bearer` token, as on the REST API. A body holding a card number is refused
 * (400) as on the store's REST routes: card data goes to the card provider only. A document past Magento's limits
 * (complexity 300, depth 20: `query-limits.ts`) is refused before any resolver runs; a batch (a JSON array of
 * requests) is not a GraphQL request, as in Magento.
 */
export function createGraphqlRouter(context: ServerContext): Router {
  const router = Router();
  router.post(
    '/',
    rejectCardData(),
    asyncRoute(async (req, res) => {
      res.json(await answer(context, readRequest(req.body), 'POST', req));
    }),
  );
  router.get(
    '/',
    asyncRoute(async (req, res) => {
      const { query, operationName, variables } = req.query;
      res.json(await answer(context, readRequest({ query, operationName, variables: parseVariables(variables) }), 'GET', req));
    }),
  );
  return router;
}

/**
 * The root resolvers, each run on a turn of the event loop of its own, one after the other: the fields of a query
 * (aliases included) resolve in sequence with the other shoppers' requests served between them, so a query within
 * the limits that asks for much (100 listings of 300 products) slows only itself. The turns of one request are
 * chained (each waits for the previous one), since turns queued together would all run in the same pass.
 */
const lastTurn = new WeakMap<GraphqlContext, Promise<void>>();
function nextTurnOf(context: GraphqlContext): Promise<void> {
  const turn = (lastTurn.get(context) ?? Promise.resolve()).then(() => nextTurn());
  lastTurn.set(context, turn);
  return turn;
}

const TURN_TAKING_RESOLVERS: Readonly<Record<string, (args: never, context: GraphqlContext) => Promise<unknown>>> = Object.fromEntries(
  Object.entries(ROOT_RESOLVERS).map(([name, resolve]) => [
    name,
    async (args: never, context: GraphqlContext) => {
      await nextTurnOf(context);
      return resolve(args, context);
    },
  ]),
);

function readRequest(body: unknown): GraphqlRequest {
  const request = safeParseBody(graphqlRequestSchema, body);
  if (!request?.success) {
    throw new HttpError(400, 'GraphQL Request must include at least one of those two parameters: "query" or "queryId"');
  }
  return request.data;
}

/** GET carries the variables as JSON text in the query string. */
function parseVariables(variables: unknown): unknown {
  if (variables === undefined || variables === '') return undefined;
  if (typeof variables !== 'string') throw new HttpError(400, 'Unable to parse the variables.');
  try {
    return JSON.parse(variables) as unknown;
  } catch {
    throw new HttpError(400, 'Unable to parse the variables.');
  }
}

async function answer(server: ServerContext, request: GraphqlRequest, method: GraphqlContext['method'], req: Request): Promise<GraphqlAnswer> {
  const format = (errors: readonly GraphQLError[]) => errors.map((error) => formatGraphqlError(error, server.log));
  const boundError = documentBoundError(request.query);
  if (boundError !== undefined) return { errors: [{ message: boundError, extensions: { category: 'graphql' } }] };
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: MAX_DOCUMENT_TOKENS });
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: format([error]) };
    throw error;
  }
  const operation = getOperationAST(document, request.operationName ?? undefined);
  if (method === 'GET' && operation?.operation === 'mutation') {
    return { errors: [{ message: 'Mutation requests allowed only for POST requests', extensions: { category: 'graphql-input' } }] };
  }
  // Magento's limits, before any resolver runs: first a plain count of the fields written (so that a huge document
  // is refused before the costlier validation), then the complexity and depth of each operation.
  const writtenFields = writtenFieldCount(document);
  if (writtenFields > MAX_QUERY_COMPLEXITY) {
    return { errors: [{ message: complexityMessage(writtenFields), extensions: { category: 'graphql-input' } }] };
  }
  const validationErrors = validate(STORE_SCHEMA, document, specifiedRules);
  if (validationErrors.length > 0) return { errors: format(validationErrors) };
  const limitErrors = validate(STORE_SCHEMA, document, [queryLimitsRule(STORE_SCHEMA, request.variables ?? undefined)]);
  if (limitErrors.length > 0) return { errors: format(limitErrors) };
  const contextValue: GraphqlContext = { server, method, customerId: requestCustomerId(server, req) };
  const result = await execute({
    schema: STORE_SCHEMA,
    document,
    rootValue: TURN_TAKING_RESOLVERS,
    contextValue,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
  });
  // Magento writes the errors before the data.
  return {
    ...(result.errors && result.errors.length > 0 ? { errors: format(result.errors) } : {}),
    ...(result.data === undefined ? {} : { data: result.data }),
  };
}
