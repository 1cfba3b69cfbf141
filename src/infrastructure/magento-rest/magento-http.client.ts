import { catchError, throwError, type Observable } from 'rxjs';
import { fetchJson, HttpStatusError, type JsonRequest } from '../http/fetch-json';
import { MagentoRequestError, renderMagentoMessage } from './magento-request.error';

export interface MagentoHttpOptions {
  /** Origin of the store, '' for same-origin relative calls (the dev and preview servers proxy /rest). */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  /** Bearer token of the signed-in customer, read per call. */
  readonly token?: () => string | null;
}

/** Talks to Magento 2.4's REST API under {baseUrl}/rest. Unsubscribing aborts the request. */
export class MagentoHttpClient {
  constructor(private readonly options: MagentoHttpOptions) {}

  get<T>(path: string): Observable<T> {
    return this.request<T>(path, { method: 'GET' });
  }

  post<T>(path: string, body: unknown): Observable<T> {
    return this.request<T>(path, { method: 'POST', body });
  }

  put<T>(path: string, body?: unknown): Observable<T> {
    return this.request<T>(path, { method: 'PUT', body });
  }

  delete<T>(path: string): Observable<T> {
    return this.request<T>(path, { method: 'DELETE' });
  }

  private request<T>(path: string, request: JsonRequest): Observable<T> {
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    const token = this.options.token?.();
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    return fetchJson<T>(doFetch, `${this.options.baseUrl}/rest${path}`, { ...request, headers }).pipe(
      catchError((error: unknown) => throwError(() => (error instanceof HttpStatusError ? toRequestError(error) : error))),
    );
  }
}

type Parameters = readonly unknown[] | Record<string, unknown>;

const toRequestError = ({ status, body }: HttpStatusError): MagentoRequestError => {
  const payload = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; parameters?: unknown; errors?: unknown };
  const template = typeof payload.message === 'string' ? payload.message : `The store answered ${status}.`;
  const parameters = (payload.parameters ?? []) as Parameters;
  const errors = (Array.isArray(payload.errors) ? (payload.errors as unknown[]) : []).flatMap((entry) => {
    const error = (typeof entry === 'object' && entry !== null ? entry : {}) as { message?: unknown; parameters?: unknown };
    if (typeof error.message !== 'string') return [];
    const entryParameters = (error.parameters ?? []) as Parameters;
    return [{ message: renderMagentoMessage(error.message, entryParameters), parameters: entryParameters }];
  });
  return new MagentoRequestError(status, renderMagentoMessage(template, parameters), parameters, errors);
};
