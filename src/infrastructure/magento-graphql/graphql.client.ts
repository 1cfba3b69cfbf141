import type * as GraphqlRequest from 'graphql-request';
import { Observable } from 'rxjs';

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
}

interface LoadedClient {
  readonly client: GraphqlRequest.GraphQLClient;
  readonly ClientError: typeof GraphqlRequest.ClientError;
}

/** The store's GraphQL endpoint, spoken through graphql-request. The library is loaded on the first request, so
 * only the pages that read the catalogue pay for it. Unsubscribing aborts the request. */
export class MagentoGraphqlClient {
  #client: Promise<LoadedClient> | null = null;

  constructor(private readonly options: MagentoGraphqlOptions) {}

  request<T>(document: string, variables: Record<string, unknown> = {}): Observable<T> {
    return new Observable<T>((subscriber) => {
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
            const data = await client.request<T>({ document, variables, signal: abort.signal, requestHeaders: token ? { Authorization: `Bearer ${token}` } : {} });
            subscriber.next(data);
            subscriber.complete();
          } catch (error: unknown) {
            if (abort.signal.aborted) return;
            if (error instanceof ClientError) {
              const first = error.response.errors?.[0];
              subscriber.error(new GraphqlRequestError(first?.message ?? 'The store could not answer.', (first?.extensions?.category as string | undefined) ?? null));
            } else subscriber.error(error);
          }
        })
        .catch((error: unknown) => subscriber.error(error));
      return () => abort.abort();
    });
  }
}
