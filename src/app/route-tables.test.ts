import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes as viewRoutes } from '../ui/app/routes';
import routeConfig from './routes';

/**
 * The shop has two route tables: `routes.ts`, the server-rendered app's (React Router framework mode: an address and
 * a route module, which names its view), and `src/ui/app/routes.tsx`, the views' own (the view tests' memory router,
 * and the accessibility journey's list of routes). They cannot be one: the framework reads `routes.ts` at build time,
 * without rendering, and the UI layer may not import `src/app`. So this test holds them to one another: the same
 * addresses inside the same shell, each showing the same view, and nothing outside the shell but resource routes.
 */
interface RouteEntry {
  readonly path?: string;
  readonly file: string;
  readonly children?: readonly RouteEntry[];
}

type RouteModule = { default?: ComponentType; ErrorBoundary?: ComponentType };

const entries = routeConfig as unknown as readonly RouteEntry[];
const SHELL = 'routes/shell.tsx';
const shell = entries.find((entry) => entry.file === SHELL);
const appPages = shell?.children ?? [];
const [viewShell] = viewRoutes;
const viewPages: RouteObject[] = viewShell?.children ?? [];

/** A route module, loaded as the server loads it. */
async function routeModule(file: string): Promise<RouteModule> {
  const [, name = '', extension] = /^routes\/(.+)\.(tsx?)$/.exec(file) ?? [];
  return (await (extension === 'ts' ? import(`./routes/${name}.ts`) : import(`./routes/${name}.tsx`))) as RouteModule;
}

/** The component a view route's element shows: a page loaded on demand (`lazy`) is loaded, as React does when it
 * first renders it (it calls the lazy's initializer, which throws the load's promise until the module is there). */
async function viewOf(route: RouteObject): Promise<unknown> {
  const type = (route.element as { type?: unknown } | undefined)?.type;
  const lazy = type as { _payload?: unknown; _init?: (payload: unknown) => unknown };
  if (typeof lazy._init !== 'function') return type;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return lazy._init(lazy._payload);
    } catch (thrown) {
      if (typeof (thrown as PromiseLike<unknown> | undefined)?.then !== 'function') throw thrown;
      await thrown;
    }
  }
  throw new Error(`the view of ${route.path} never loaded (React's lazy changed its shape?)`);
}

const paths = (routes: readonly { path?: string }[]) => routes.map((route) => route.path ?? '(no path)');
const twice = (list: readonly string[]) => list.filter((item, index) => list.indexOf(item) !== index);

describe('the route tables agree', () => {
  it('both put the pages in the shell, with the same error page', async () => {
    expect(shell, `routes.ts has no ${SHELL} layout`).toBeDefined();
    const module = await routeModule(SHELL);
    expect(viewShell?.element && (viewShell.element as { type?: unknown }).type).toBe(module.default);
    expect(viewShell?.errorElement && (viewShell.errorElement as { type?: unknown }).type).toBe(module.ErrorBoundary);
  });

  it('list the same addresses, each once', () => {
    expect(appPages.length).toBeGreaterThan(30);
    expect(twice(paths(appPages))).toEqual([]);
    expect(twice(paths(viewPages))).toEqual([]);
    expect([...paths(viewPages)].sort()).toEqual([...paths(appPages)].sort());
  });

  it.each(appPages.map((page) => [page.path ?? '(no path)', page.file] as const))('%s shows the same view in both (%s)', async (path, file) => {
    const view = viewPages.find((route) => route.path === path);
    expect(view, `src/ui/app/routes.tsx has no ${path}`).toBeDefined();
    const module = await routeModule(file);
    expect(module.default, `${file} names no view`).toBeTypeOf('function');
    expect(await viewOf(view as RouteObject)).toBe(module.default);
  });

  it('outside the shell, routes.ts has only resource routes (no view, so none for the views table)', async () => {
    const outside = entries.filter((entry) => entry !== shell);
    expect(outside.length).toBeGreaterThan(0);
    const views = await Promise.all(outside.map(async (entry) => [entry.path, (await routeModule(entry.file)).default] as const));
    expect(views.filter(([, view]) => view !== undefined).map(([path]) => path)).toEqual([]);
  });
});

describe('the agreement check', () => {
  it('loads a lazy view as React does, and tells two views apart', async () => {
    const [landing, cart] = ['/', '/cart'].map((path) => viewPages.find((route) => route.path === path) as RouteObject);
    const [landingView, cartView] = await Promise.all([viewOf(landing as RouteObject), viewOf(cart as RouteObject)]);
    expect(landingView).toBeTypeOf('function');
    expect(landingView).not.toBe(cartView);
    expect(landingView).toBe((await routeModule('routes/landing.tsx')).default);
  });
});
