import type { Container } from 'inversify';
import { readServerConfig, type Env } from '../composition/config';
import { buildContainer } from '../composition/container';

/** The container of one request on the storefront's server: built for it from the server's configuration and dropped
 * with it, so nothing one shopper's page resolves (a bag, a notice, a stone) is ever seen by another's. */
export const containerForRequest = (env: Env): Container => buildContainer(readServerConfig(env));
