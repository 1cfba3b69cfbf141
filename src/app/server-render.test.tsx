import { MantineProvider } from '@mantine/core';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Container, ServiceIdentifier } from 'inversify';
import { CustomerSession } from '../application/kernel/customer-session.service';
import { BagState } from '../application/kernel/bag-state';
import { ShopNotices } from '../application/kernel/shop-notices.service';
import { theme } from '../ui/app/theme';
import { ContainerProvider } from '../ui/di/container-context';
import { containerForRequest } from './request-container.server';
import routeConfig from './routes';

interface RouteEntry {
  readonly path?: string;
  readonly file: string;
  readonly children?: readonly RouteEntry[];
}

/** The route modules of `routes.ts`, loaded as the server loads them. */
const routeObjects = async (entries: readonly RouteEntry[]): Promise<RouteObject[]> =>
  Promise.all(
    entries.map(async (entry) => {
      const [, name = '', extension] = /^routes\/(.+)\.(tsx?)$/.exec(entry.file) ?? [];
      // A resource route (`.ts`, no page) answers with its loader or action only.
      const module = (await (extension === 'ts' ? import(`./routes/${name}.ts`) : import(`./routes/${name}.tsx`))) as { default?: () => React.ReactNode; ErrorBoundary?: () => React.ReactNode };
      const children = entry.children ? await routeObjects(entry.children) : undefined;
      return { path: entry.path, Component: module.default, ErrorBoundary: module.ErrorBoundary, ...(children ? { children } : {}) } as RouteObject;
    }),
  );

/** Renders `url` as the storefront's server does: one container for the request, the whole page before answering. */
async function renderOnServer(routes: RouteObject[], url: string, container: Container = containerForRequest(undefined, {})): Promise<{ html: string; errors: unknown[] }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <ContainerProvider container={container}>
      <MantineProvider theme={theme}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </MantineProvider>
    </ContainerProvider>,
    { onError: (error) => void errors.push(error) },
  );
  return { html: await new Response(prelude).text(), errors };
}

const PATHS = [
  '/', '/shop-by', '/shop-by-price/step1', '/shop-by-price/step2', '/shop-by-size/step1', '/shop-by-shape/step1',
  '/compare-diamonds', '/product-details/MTIzNA', '/cart', '/ring-detail', '/ring-builder/classic-solitaire-ring',
  '/register', '/new-client', '/account', '/password-forgot', '/password-reset', '/password-change', '/billing',
  '/contact', '/shipping', '/shipping-billing', '/order-review', '/cardholder', '/cardholder-review', '/how-it-works',
  '/terms-conditions', '/privacy-policy', '/about', '/diamond_search', '/no-such-page',
];

describe('every page renders on the server', () => {
  it.each(PATHS)('%s renders its frame in the shell without a browser', async (path) => {
    const routes = await routeObjects(routeConfig as unknown as RouteEntry[]);
    const { html, errors } = await renderOnServer(routes, `http://shop.test${path}`);
    expect(errors.map(String)).toEqual([]);
    expect(html).toContain('LOUPE');
    expect(html).not.toContain('Something went wrong on this page');
  });
});

describe('one shopper\'s request never sees another\'s', () => {
  it('each request resolves its shop-wide services (notices, session, bag) from a container of its own', () => {
    const [first, second] = [containerForRequest(undefined, {}), containerForRequest(undefined, {})];
    const services: ServiceIdentifier<object>[] = [ShopNotices, CustomerSession, BagState];
    for (const service of services) {
      expect(first.get(service)).toBe(first.get(service));
      expect(first.get(service)).not.toBe(second.get(service));
    }
  });
});
