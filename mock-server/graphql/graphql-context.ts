import type { ServerContext } from '../app/server-context';

/** What every resolver receives: the server (catalogue, data, clock) and the HTTP request's method. */
export interface GraphqlContext {
  readonly server: ServerContext;
  readonly method: 'GET' | 'POST';
}
