import type { Container } from 'inversify';
import { readServerConfig, type Env } from '../composition/config';
import { buildContainer, serveWith } from '../composition/container';
import { FetchToken } from '../composition/tokens';
import { fetchWithin } from './server/backend-deadline';
import { publicUrlOf } from './server/public-url';

/** The server's environment (the browser has none: this module never reaches it). */
const serverEnv = (): Env => (globalThis as { process?: { env: Env } }).process?.env ?? {};

/** The container of one request on the storefront's server: built for it from the server's configuration and dropped
 * with it, so nothing one shopper's page resolves (a bag, a notice, a stone) is ever seen by another's. Every backend
 * call it makes shares the request's deadline and ends when the shopper's browser goes away. */
export const containerForRequest = (request?: Request, env: Env = serverEnv()): Container =>
  buildContainer(readServerConfig(env), serveWith(FetchToken, fetchWithin(request?.signal)));

/** The origin the shop is published at: `PUBLIC_URL`, which the production server requires. The development server
 * (and tests) without it use the address the request came to; in production a request's host is never written into
 * a page. */
export const publicOrigin = (request: Request, env: Env = serverEnv()): string => {
  const configured = publicUrlOf(env);
  if (configured) return configured;
  if (env.NODE_ENV === 'production') throw new Error('PUBLIC_URL is not set: in production the shop’s address comes from its configuration only.');
  return new URL(request.url).origin;
};
