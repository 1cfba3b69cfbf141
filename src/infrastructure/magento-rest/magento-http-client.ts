import { catchError, from, map, switchMap, throwError, type Observable } from 'rxjs';
import type { z } from 'zod/mini';
import type * as StoreRest from '../../../contracts/store/rest';
import type { MagentoErrorWire } from '../../../contracts/store/rest';
import type { Logger } from '../../application/kernel/logger.port';
import { fetchJson, HttpStatusError, type JsonRequest } from '../http/fetch-json';
import type { LazySchema } from '../http/lazy-schema';
import { readWireAnswer } from '../http/wire-answer';
import { magentoErrorSchema } from './store-rest.schemas';
import { MagentoRequestError, renderMagentoMessage } from './magento-request.error';

export interface MagentoHttpOptions {
  /** Origin of the store, '' for same-origin relative calls (the dev and preview servers proxy /rest). */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  /** Bearer token of the signed-in customer, read per call. */
  readonly token?: () => string | null;
  /** Where an answer that breaks its contract is recorded. */
  readonly logger?: Logger;
}

/** Talks to Magento 2.4's REST API under {baseUrl}/rest. Every answer is read through the contract of its call
 * (contracts/store/rest, loaded with the first call: `store-rest.schemas.ts`); one that breaks it fails as
 * MalformedAnswerError. Unsubscribing aborts the request. */
export class MagentoHttpClient {
  constructor(private readonly options: MagentoHttpOptions) {}

  get<Schema extends z.ZodMiniType>(path: string, answer: LazySchema<Schema>): Observable<z.output<Schema>> {
    return this.request(path, { method: 'GET' }, answer);
  }

  post<Schema extends z.ZodMiniType>(path: string, body: unknown, answer: LazySchema<Schema>): Observable<z.output<Schema>> {
    return this.request(path, { method: 'POST', body }, answer);
  }

  put<Schema extends z.ZodMiniType>(path: string, body: unknown, answer: LazySchema<Schema>): Observable<z.output<Schema>> {
    return this.request(path, { method: 'PUT', body }, answer);
  }

  delete<Schema extends z.ZodMiniType>(path: string, answer: LazySchema<Schema>): Observable<z.output<Schema>> {
    return this.request(path, { method: 'DELETE' }, answer);
  }

  private request<Schema extends z.ZodMiniType>(path: string, request: JsonRequest, answer: LazySchema<Schema>): Observable<z.output<Schema>> {
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    const token = this.options.token?.();
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    const call = `${request.method} ${path.split('?')[0] ?? path}`;
    return fetchJson<unknown>(doFetch, `${this.options.baseUrl}/rest${path}`, { ...request, headers }).pipe(
      switchMap((body) => from(answer.load()).pipe(map((schema) => readWireAnswer(schema, call, body, this.options.logger)))),
      catchError((error: unknown) =>
        error instanceof HttpStatusError
          ? from(magentoErrorSchema.load()).pipe(switchMap((schema) => throwError(() => toRequestError(error, schema))))
          : throwError(() => error),
      ),
    );
  }
}

/** Magento's error body, or none when the store answered something else (a proxy's HTML page, an empty body). */
const errorBodyOf = (body: unknown, schema: typeof StoreRest.magentoErrorSchema): MagentoErrorWire | null => {
  const result = schema.safeParse(body);
  return result.success ? result.data : null;
};

const toRequestError = ({ status, body }: HttpStatusError, schema: typeof StoreRest.magentoErrorSchema): MagentoRequestError => {
  const payload = errorBodyOf(body, schema);
  if (!payload) return new MagentoRequestError(status, `The store answered ${status}.`);
  const parameters = payload.parameters ?? [];
  const errors = (payload.errors ?? []).map((error) => {
    const entryParameters = error.parameters ?? [];
    return { message: renderMagentoMessage(error.message, entryParameters), parameters: entryParameters };
  });
  return new MagentoRequestError(status, renderMagentoMessage(payload.message, parameters), parameters, errors);
};
