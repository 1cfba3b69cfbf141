import { Router } from 'express';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { firstRootField } from './first-root-field';
import { graphqlErrors } from './graphql-error-format';

const graphqlRequestSchema = z.object({
  query: z.string().trim().min(1),
  operationName: z.string().nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
});

const ROOT_TYPES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/**
 * The store's GraphQL endpoint (Magento answers `POST /graphql`, and `GET /graphql?query=` for queries). Its schema
 * has no fields yet, so every well-formed request gets the validation error a GraphQL server gives for a field its
 * schema lacks, with status 200 as Magento does. A request without a query is a 400. Every error has the category
 * `graphql-input` (the client's request cannot be served).
 */
export function createGraphqlRouter(): Router {
  const router = Router();
  router.post('/', (req, res) => {
    res.json(answer(req.body));
  });
  router.get('/', (req, res) => {
    // Variables arrive JSON-encoded in a GET; a schema without fields has no use for them.
    res.json(answer({ query: req.query.query }));
  });
  return router;
}

function answer(body: unknown): ReturnType<typeof graphqlErrors> {
  const request = graphqlRequestSchema.safeParse(body);
  if (!request.success) {
    throw new HttpError(400, 'GraphQL Request must include at least one of those two parameters: "query" or "queryId"');
  }
  const root = firstRootField(request.data.query);
  if (!root) return graphqlErrors('Syntax Error: the document contains no operation with a selection.');
  return graphqlErrors(`Cannot query field "${root.field}" on type "${ROOT_TYPES[root.operationType]}".`);
}
