import type * as GraphqlRequest from 'graphql-request';
import { Observable } from 'rxjs';
import type { z } from 'zod/mini';
import type { Logger } from '../../application/kernel/logger.port';
import type { LazySchema } from '../http/lazy-schema';
import { readWireAnswer } from '../http/wire-answer';
import { graphqlErrorSchema, storeGraphql } from './store-graphql.schemas';

/** A GraphQL error in Magento's shape: the message and its `extensions.category`. */
export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    readonly category: string | null,
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
  }
}

export interface MagentoGraphqlOptions {
  readonly url: string;
  readonly fetch?: typeof fetch;
  /** Bearer token of the signed-in customer, read per call. */
  readonly token?: () => string | null;
  /** Where an answer that breaks its contract is recorded. */
  readonly logger?: Logger;
}

interface LoadedClient {
  readonly client: GraphqlRequest.GraphQLClient;
  readonly ClientError: typeof GraphqlRequest.ClientError;
}

/** The store's GraphQL endpoint, spoken through graphql-request. The library is loaded on the first request, so
 * only the pages that read the catalogue pay for it. The data is read through the operation's contract
 * (contracts/store/graphql, loaded with the first request: `store-graphql.schemas.ts`); data that breaks it fails as MalformedAnswerError. Unsubscribing aborts the request. */
export class MagentoGraphqlClient {
  #client: Promise<LoadedClient> | null = null;

  constructor(private readonly options: MagentoGraphqlOptions) {}

  request<Schema extends z.ZodMiniType>(document: string, variables: Record<string, unknown>, answer: LazySchema<Schema>): Observable<z.output<Schema>> {
    return new Observable<z.output<Schema>>((subscriber) => {
      const abort = new AbortController();
      const token = this.options.token?.();
      this.#client ??= import('graphql-request').then(({ GraphQLClient, ClientError }) => ({
        client: new GraphQLClient(new URL(this.options.url, globalThis.location?.href ?? 'http://localhost').toString(), {
          ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
        }),
        ClientError,
      }));
      this.#client
        .then(async ({ client, ClientError }) => {
          try {
            const data = await client.request<unknown>({ document, variables, signal: abort.signal, requestHeaders: token ? { Authorization: `Bearer ${token}` } : {} });
            const [schema, contract] = await Promise.all([answer.load(), storeGraphql.module()]);
            if (abort.signal.aborted) return;
            subscriber.next(readWireAnswer(schema, `GraphQL ${contract.operationNameOf(document) ?? 'operation'}`, data, this.options.logger));
            subscriber.complete();
          } catch (error: unknown) {
            if (abort.signal.aborted) return;
            if (error instanceof ClientError) {
              const first = (await graphqlErrorSchema.load()).safeParse(error.response.errors?.[0]);
              subscriber.error(first.success ? new GraphqlRequestError(first.data.message, first.data.extensions?.category ?? null) : new GraphqlRequestError('The store could not answer.', null));
            } else subscriber.error(error);
          }
        })
        .catch((error: unknown) => subscriber.error(error));
      return () => abort.abort();
    });
  }
}
