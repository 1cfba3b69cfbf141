import { describe, expect, it } from 'vitest';
import { firstLoadWeights, inlineManifestOf, parseRouteManifest, type RouteManifest } from './route-weights.mjs';

/** A build of three pages under the document and the shell; each file weighs what its table says. */
const manifest: RouteManifest = {
  entry: { module: '/assets/entry.client.js', imports: ['/assets/react.js', '/assets/router.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/mantine.js'], css: ['/assets/root.css'] },
    'routes/shell': { id: 'routes/shell', parentId: 'root', module: '/assets/shell.js', imports: ['/assets/mantine.js'], css: ['/assets/shell.css'] },
    'routes/landing': { id: 'routes/landing', parentId: 'routes/shell', path: '/', module: '/assets/landing.js', imports: ['/assets/button.js'], css: ['/assets/landing.css'] },
    'product-details': { id: 'product-details', parentId: 'routes/shell', path: '/product-details/:encodedId', module: '/assets/details.js', imports: ['/assets/button.js', '/assets/gallery.js'], css: ['/assets/modal.css#'] },
    'routes/not-found': { id: 'routes/not-found', parentId: 'routes/shell', path: '*', module: '/assets/not-found.js' },
  },
};
const sizes: Record<string, number> = {
  '/assets/entry.client.js': 1024,
  '/assets/react.js': 10 * 1024,
  '/assets/router.js': 5 * 1024,
  '/assets/root.js': 1024,
  '/assets/mantine.js': 20 * 1024,
  '/assets/root.css': 2 * 1024,
  '/assets/shell.js': 3 * 1024,
  '/assets/shell.css': 1024,
  '/assets/landing.js': 4 * 1024,
  '/assets/button.js': 2 * 1024,
  '/assets/landing.css': 1024,
  '/assets/details.js': 6 * 1024,
  '/assets/gallery.js': 8 * 1024,
  '/assets/not-found.js': 1024,
  '/assets/modal.css': 1024,
};
const sizeOf = (file: string): number => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`not in the build: ${file}`);
  return size;
};

describe('the first-load weight of each page of the server-rendered build', () => {
  it('counts the entry and every route of the page branch (document, shell, page), each file once, and the branch of the route manifest the HTML carries, not the whole manifest file', () => {
    // a stylesheet the build also loads on demand is listed with a trailing '#': it is the same file
    // shared: entry 1 + react 10 + router 5; document: root 1 + mantine 20 + root.css 2; shell: 3 + 1
    const shared = 1 + 10 + 5 + 1 + 20 + 2 + 3 + 1;
    // the inline manifest is counted at 1 KB per route it names (the entry, the document, the shell and the page)
    const inline = (text: string) => 1024 * Object.keys((JSON.parse(text) as RouteManifest).routes).length;
    expect(firstLoadWeights(manifest, sizeOf, inline)).toEqual([
      { route: '/*', id: 'routes/not-found', kb: shared + 1 + 3 },
      { route: '/', id: 'routes/landing', kb: shared + 4 + 2 + 1 + 3 },
      { route: '/product-details/:encodedId', id: 'product-details', kb: shared + 6 + 2 + 8 + 1 + 3 },
    ]);
  });

  it('inlines only the page branch of the route manifest, with the entry', () => {
    const branch = [manifest.routes.root!, manifest.routes['routes/shell']!, manifest.routes['routes/landing']!];
    const inline = JSON.parse(inlineManifestOf(manifest, branch)) as RouteManifest;
    expect(inline.entry).toEqual(manifest.entry);
    expect(Object.keys(inline.routes)).toEqual(['root', 'routes/shell', 'routes/landing']);
  });

  it('reads the manifest React Router writes for the browser', () => {
    const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    expect(parseRouteManifest(source)).toEqual(manifest);
  });
});
