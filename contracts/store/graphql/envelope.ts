import { z } from 'zod/mini';

/** What a GraphQL client POSTs to the store's `/graphql`. */
export const graphqlRequestSchema = z.looseObject({
  query: z.string().check(z.minLength(1)),
  variables: z.optional(z.record(z.string(), z.unknown())),
  operationName: z.nullish(z.string()),
});
export type GraphqlRequestWire = z.infer<typeof graphqlRequestSchema>;

/** One GraphQL error as Magento 2.4 writes it: the rendered message and its `extensions.category`
 * (`graphql-input`, `graphql-authorization`, `graphql-no-such-entity`, `internal`…). */
export const graphqlErrorSchema = z.looseObject({
  message: z.string(),
  locations: z.optional(z.array(z.looseObject({ line: z.int(), column: z.int() }))),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  extensions: z.optional(z.looseObject({ category: z.string() })),
});

/** Every answer of the store's GraphQL endpoint: data, errors, or both (a field that failed is null in data). */
export const graphqlAnswerSchema = z
  .looseObject({
    data: z.nullish(z.record(z.string(), z.unknown())),
    errors: z.optional(z.array(graphqlErrorSchema).check(z.minLength(1))),
  })
  .check(z.refine((answer) => answer.data !== undefined || answer.errors !== undefined, 'A GraphQL answer carries data or errors.'));
export type GraphqlAnswerWire = z.infer<typeof graphqlAnswerSchema>;

/** The name of the operation a document declares (`query RingList(…)`, `mutation PlaceOrder(…)`). */
export const operationNameOf = (query: string): string | null => /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(query)?.[1] ?? null;

export const graphqlEnvelopeExamples = {
  refused: { errors: [{ message: 'Unable to place order: Processor declined', path: ['placeOrder'], extensions: { category: 'graphql-input' } }], data: { placeOrder: null } },
} satisfies Record<string, GraphqlAnswerWire>;
