import type { Container } from 'inversify';
import { readServerConfig, type Env } from '../composition/config';
import { buildContainer } from '../composition/container';

/** The server's environment (the browser has none: this module never reaches it). */
const serverEnv = (): Env => (globalThis as { process?: { env: Env } }).process?.env ?? {};

/** The container of one request on the storefront's server: built for it from the server's configuration and dropped
 * with it, so nothing one shopper's page resolves (a bag, a notice, a stone) is ever seen by another's. */
export const containerForRequest = (env: Env = serverEnv()): Container => buildContainer(readServerConfig(env));

/** The origin the shop is published at: `PUBLIC_URL` (behind a CDN or load balancer), else the address the request
 * came to. */
export const publicOrigin = (request: Request, env: Env = serverEnv()): string => {
  const configured = typeof env.PUBLIC_URL === 'string' ? env.PUBLIC_URL.trim().replace(/\/+$/, '') : '';
  return configured || new URL(request.url).origin;
};
