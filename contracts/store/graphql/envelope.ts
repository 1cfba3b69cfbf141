import { z } from 'zod';

/** What a GraphQL client POSTs to the store's `/graphql`. */
export const graphqlRequestSchema = z.looseObject({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).optional(),
  operationName: z.string().nullish(),
});
export type GraphqlRequestWire = z.infer<typeof graphqlRequestSchema>;

/** One GraphQL error as Magento 2.4 writes it: the rendered message and its `extensions.category`
 * (`graphql-input`, `graphql-authorization`, `graphql-no-such-entity`, `internal`…). */
export const graphqlErrorSchema = z.looseObject({
  message: z.string(),
  locations: z.array(z.looseObject({ line: z.number().int(), column: z.number().int() })).optional(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.looseObject({ category: z.string() }).optional(),
});

/** Every answer of the store's GraphQL endpoint: data, errors, or both (a field that failed is null in data). */
export const graphqlAnswerSchema = z
  .looseObject({
    data: z.record(z.string(), z.unknown()).nullish(),
    errors: z.array(graphqlErrorSchema).min(1).optional(),
  })
  .refine((answer) => answer.data !== undefined || answer.errors !== undefined, 'A GraphQL answer carries data or errors.');
export type GraphqlAnswerWire = z.infer<typeof graphqlAnswerSchema>;

/** The name of the operation a document declares (`query RingList(…)`, `mutation PlaceOrder(…)`). */
export const operationNameOf = (query: string): string | null => /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(query)?.[1] ?? null;

export const graphqlEnvelopeExamples = {
  refused: { errors: [{ message: 'Unable to place order: Processor declined', path: ['placeOrder'], extensions: { category: 'graphql-input' } }], data: { placeOrder: null } },
} satisfies Record<string, GraphqlAnswerWire>;
