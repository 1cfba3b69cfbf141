import type * as GraphqlRequest from 'graphql-request';
import { Observable } from 'rxjs';
import type { z } from 'zod/mini';
import { graphqlErrorSchema, operationNameOf } from '../../../contracts/store/graphql';
import type { Logger } from '../../application/shell/logger.port';
import { readWireAnswer } from '../http/wire-answer';

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
 * (contracts/store/graphql); data that breaks it fails as MalformedAnswerError. Unsubscribing aborts the request. */
export class MagentoGraphqlClient {
  #client: Promise<LoadedClient> | null = null;

  constructor(private readonly options: MagentoGraphqlOptions) {}

  request<Schema extends z.ZodMiniType>(document: string, variables: Record<string, unknown>, answer: Schema): Observable<z.output<Schema>> {
    const call = `GraphQL ${operationNameOf(document) ?? 'operation'}`;
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
            subscriber.next(readWireAnswer(answer, call, data, this.options.logger));
            subscriber.complete();
          } catch (error: unknown) {
            if (abort.signal.aborted) return;
            if (error instanceof ClientError) {
              const first = graphqlErrorSchema.safeParse(error.response.errors?.[0]);
              subscriber.error(first.success ? new GraphqlRequestError(first.data.message, first.data.extensions?.category ?? null) : new GraphqlRequestError('The store could not answer.', null));
            } else subscriber.error(error);
          }
        })
        .catch((error: unknown) => subscriber.error(error));
      return () => abort.abort();
    });
  }
}
