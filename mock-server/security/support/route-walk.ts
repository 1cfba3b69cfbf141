import type { Express } from 'express';

/** One route a router of the mock backend declares: its verb and its full path template (`:params` kept). */
export interface DeclaredRoute {
  readonly method: string;
  readonly path: string;
  /** The mount it belongs to (`/rest`, `/graphql`…), which decides the error format. */
  readonly mount: string;
}

/** The parts of express 4's router internals the walk reads. */
interface Layer {
  regexp: RegExp & { fast_slash?: boolean };
  handle: { stack?: Layer[] };
  route?: { path: unknown; methods: Record<string, boolean> };
}

/**
 * Every route the app's routers declare, read from express itself so that a route added later is fuzzed without
 * anyone listing it. The mounts come in the order of `server.mounts` (the app adds them in that order); inside a
 * mount the walk follows the routers used without a path (`router.use(other)`), which is how every backend composes
 * its routes, and the routers used under one literal prefix (json-server's `/cmsPages`). Routers used under several
 * prefixes (`/rest/default` and `/rest/all`) repeat routes already found and are skipped; pattern routes (a RegExp,
 * such as the token check in front of `/V1/carts/mine…`) are guards, not routes.
 */
export function declaredRoutes(app: Express, mounts: readonly { path: string }[]): DeclaredRoute[] {
  const appStack = (app as unknown as { _router: { stack: Layer[] } })._router.stack;
  const mountLayers = appStack.filter((layer) => layer.handle.stack !== undefined && !layer.regexp.fast_slash);
  if (mountLayers.length !== mounts.length) {
    throw new Error(`expected ${mounts.length} mounts in the app, found ${mountLayers.length}`);
  }
  const routes = new Map<string, DeclaredRoute>();
  mountLayers.forEach((layer, index) => {
    const mount = mounts[index]?.path ?? '';
    if (!layer.regexp.test(mount)) throw new Error(`the app's mount #${index} does not serve ${mount}`);
    walk(layer.handle.stack ?? [], '', (method, path) => {
      const full = `${mount}${path}`.replace(/(.)\/$/, '$1');
      routes.set(`${method} ${full}`, { method, path: full, mount });
    });
  });
  return [...routes.values()];
}

function walk(stack: readonly Layer[], prefix: string, found: (method: string, path: string) => void): void {
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') continue;
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') found(method.toUpperCase(), `${prefix}${layer.route.path}`);
      }
    } else if (layer.handle.stack) {
      const literal = layer.regexp.fast_slash ? '' : literalPrefix(layer.regexp);
      if (literal !== undefined) walk(layer.handle.stack, `${prefix}${literal}`, found);
    }
  }
}

/** `/^\/cmsPages\/?(?=\/|$)/i` (what `router.use('/cmsPages', …)` compiles to) → `/cmsPages`; undefined otherwise. */
function literalPrefix(regexp: RegExp): string | undefined {
  const match = /^\^((?:\\\/[\w-]+)+)\\\/\?\(\?=\\\/\|\$\)$/.exec(regexp.source);
  return match?.[1]?.replace(/\\\//g, '/');
}
