import { Observable } from 'rxjs';

/** A non-2xx answer, with its parsed JSON body (null when the body was not JSON). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The server answered ${status}.`);
    this.name = 'HttpStatusError';
  }
}

export interface JsonRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** One JSON request as an Observable: nothing is sent until subscribed, and unsubscribing aborts it. */
export const fetchJson = <T>(doFetch: typeof fetch, url: string, request: JsonRequest): Observable<T> =>
  new Observable<T>((subscriber) => {
    const abort = new AbortController();
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';

    doFetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: abort.signal,
    })
      .then(async (response) => {
        const payload: unknown = await response.json().catch(() => null);
        if (!response.ok) throw new HttpStatusError(response.status, payload);
        subscriber.next(payload as T);
        subscriber.complete();
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) subscriber.error(error);
      });

    return () => abort.abort();
  });
