import type { ContainerModule } from 'inversify';
import { RouterContextProvider, type LoaderFunctionArgs, type MetaArgs, type MetaDescriptor } from 'react-router';
import { Logger } from '../application/kernel/logger.port';
import { readServerConfig } from '../composition/config';
import { buildContainer, serveWith } from '../composition/container';
import { RecordingLogger } from '../../test/doubles/recording.logger';
import { requestContainer } from './request-context';

/** The shop's published origin in route tests. */
export const ORIGIN = 'https://loupe.example';
export const ROOT_META = [{ name: 'description', content: 'Loupe: natural GIA-certified diamonds.' }];

/** A loader's arguments for `url`, with a request container whose adapters the test replaces (an unreachable store
 * otherwise); what the shop logs is recorded, not printed. */
export const loaderArgs = (url: string, params: Record<string, string> = {}, ...overrides: ContainerModule[]): LoaderFunctionArgs => {
  const context = new RouterContextProvider();
  context.set(requestContainer, buildContainer(readServerConfig({ MOCK_URL: 'http://127.0.0.1:9' }), serveWith(Logger, new RecordingLogger()), ...overrides));
  return { params, context, request: new Request(url) } as unknown as LoaderFunctionArgs;
};

/** What `data(value, init)` gives a loader's caller. */
export interface LoaderAnswer<T> {
  readonly init: ResponseInit | null;
  readonly data: T;
}

/** A page's meta for loader data on `pathname`, under the root's origin and meta. */
export const metaArgs = (data: unknown, pathname: string, search = ''): MetaArgs =>
  ({ data, matches: [{ id: 'root', meta: ROOT_META, data: { origin: ORIGIN } }], params: {}, location: { pathname, search }, error: undefined }) as unknown as MetaArgs;

/** The one tag of `tags` carrying `key` ('script:ld+json', 'og:image' as a property…). */
export const tagOf = (tags: readonly MetaDescriptor[], key: string): Record<string, unknown> | undefined =>
  tags.find((tag) => key in tag || (tag as { property?: string }).property === key || (tag as { name?: string }).name === key) as Record<string, unknown> | undefined;

/** A browser's call to the shop's recommendation route (`/recommendation/{path}`), as the route tests send it. */
export interface RecommendationCall {
  readonly path: string;
  readonly method?: string;
  readonly body?: unknown;
  readonly contentType?: string;
}

export const recommendationRequest = ({ path, method = 'POST', body, contentType = 'application/json' }: RecommendationCall): Request =>
  new Request(`http://shop.test/recommendation/${path}`, {
    method,
    ...(method === 'GET' || method === 'HEAD' ? {} : { headers: { 'Content-Type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
