import { Observable } from 'rxjs';
import { MagentoRequestError, renderMagentoMessage } from './magento-request.error';

export interface MagentoHttpOptions {
  /** Origin of the store, '' for same-origin relative calls (the dev and preview servers proxy /rest). */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  /** Bearer token of the signed-in customer, read per call. */
  readonly token?: () => string | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Talks to Magento 2.4's REST API under {baseUrl}/rest. Unsubscribing aborts the request. */
export class MagentoHttpClient {
  constructor(private readonly options: MagentoHttpOptions) {}

  get<T>(path: string): Observable<T> {
    return this.request<T>('GET', path);
  }

  post<T>(path: string, body: unknown): Observable<T> {
    return this.request<T>('POST', path, body);
  }

  put<T>(path: string, body?: unknown): Observable<T> {
    return this.request<T>('PUT', path, body);
  }

  delete<T>(path: string): Observable<T> {
    return this.request<T>('DELETE', path);
  }

  private request<T>(method: Method, path: string, body?: unknown): Observable<T> {
    return new Observable<T>((subscriber) => {
      const abort = new AbortController();
      const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const token = this.options.token?.();
      if (token) headers.Authorization = `Bearer ${token}`;

      doFetch(`${this.options.baseUrl}/rest${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: abort.signal,
      })
        .then(async (response) => {
          const payload: unknown = await response.json().catch(() => null);
          if (!response.ok) throw toRequestError(response.status, payload);
          subscriber.next(payload as T);
          subscriber.complete();
        })
        .catch((error: unknown) => {
          if (!abort.signal.aborted) subscriber.error(error);
        });

      return () => abort.abort();
    });
  }
}

const toRequestError = (status: number, payload: unknown): MagentoRequestError => {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as { message?: unknown; parameters?: unknown };
  const template = typeof body.message === 'string' ? body.message : `The store answered ${status}.`;
  const parameters = (body.parameters ?? []) as readonly unknown[] | Record<string, unknown>;
  return new MagentoRequestError(status, renderMagentoMessage(template, parameters), parameters);
};
