import type { Container } from 'inversify';
import { readServerConfig, type Env } from '../composition/config';
import { buildContainer, serveWith } from '../composition/container';
import { CookiesToken, FetchToken } from '../composition/tokens';
import { RequestCookies } from '../infrastructure/cookies/request-cookies';
import type { RequestScope } from './request-context';
import { fetchWithin } from './server/backend-deadline';
import { publicUrlOf } from './server/public-url';

/** The server's environment (the browser has none: this module never reaches it). */
const serverEnv = (): Env => (globalThis as { process?: { env: Env } }).process?.env ?? {};

/** Cookies are `Secure` when the shop is published over https (behind a load balancer the request itself may not be). */
const servedSecurely = (request: Request | undefined, env: Env): boolean => (publicUrlOf(env) ?? request?.url ?? '').startsWith('https:');

/** The scope of one request on the storefront's server: a container built for it from the server's configuration and
 * dropped with it, so nothing one shopper's page resolves (a bag, a notice, a stone) is ever seen by another's; the
 * shopper's session read from the request's cookies, and what changes of it sent back with the answer. Every backend
 * call it makes shares the request's deadline and ends when the shopper's browser goes away. */
export const scopeForRequest = (request?: Request, env: Env = serverEnv()): RequestScope => {
  const cookies = new RequestCookies(request?.headers.get('Cookie') ?? null, servedSecurely(request, env));
  const container = buildContainer(readServerConfig(env), serveWith(FetchToken, fetchWithin(request?.signal)), serveWith(CookiesToken, cookies));
  return { container, cookieChanges: () => cookies.changes };
};

/** The container of one request (`scopeForRequest`). */
export const containerForRequest = (request?: Request, env: Env = serverEnv()): Container => scopeForRequest(request, env).container;

/** The origin the shop is published at: `PUBLIC_URL`, which the production server requires. The development server
 * (and tests) without it use the address the request came to; in production a request's host is never written into
 * a page. */
export const publicOrigin = (request: Request, env: Env = serverEnv()): string => {
  const configured = publicUrlOf(env);
  if (configured) return configured;
  if (env.NODE_ENV === 'production') throw new Error('PUBLIC_URL is not set: in production the shop’s address comes from its configuration only.');
  return new URL(request.url).origin;
};
