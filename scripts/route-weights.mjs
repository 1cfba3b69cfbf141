#!/usr/bin/env node
// Prints what each route ships on first load (JS + CSS, gzip), from the production build's route manifest
// (`<BUILD_DIR>/client/assets/manifest-*.js`): the client entry and its imports, and for each route of the page's
// branch (the document, the shell, the page) its module with its imports and styles, plus the part of the route
// manifest the page's HTML carries inline (React Router's lazy route discovery: the page's own branch; the full
// manifest file is never loaded, other routes are discovered as links appear). `npm run build` first. Exits non-zero
// when the landing page exceeds its 150 KB budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 150;

/** The route manifest React Router writes for the browser: `window.__reactRouterManifest={…};`. */
export function parseRouteManifest(source) {
  const start = source.indexOf('{');
  const end = source.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('The route manifest holds no object.');
  return JSON.parse(source.slice(start, end + 1));
}

/** Every route of the manifest that a shopper lands on (one with a path of its own), with its branch from the root. */
function pageRoutes(manifest) {
  const routes = Object.values(manifest.routes);
  const branchOf = (route) => {
    const branch = [];
    for (let current = route; current; current = current.parentId ? manifest.routes[current.parentId] : undefined) branch.unshift(current);
    return branch;
  };
  const hasChildren = new Set(routes.map((route) => route.parentId).filter(Boolean));
  return routes.filter((route) => !hasChildren.has(route.id)).map((route) => ({ route, branch: branchOf(route) }));
}

/** The full address of a route: its ancestors' paths joined to its own. */
function addressOf(branch) {
  const segments = branch.map((route) => route.path ?? '').filter((path) => path !== '');
  return segments.reduce((address, path) => (path.startsWith('/') ? path : `${address.replace(/\/$/, '')}/${path}`), '/');
}

/** A stylesheet the build also loads on demand is listed with a trailing `#` (so the page links it once); the file is the same. */
const stylesheetFile = (href) => href.replace(/#$/, '');

/** The route manifest a page's HTML carries inline: the entry and the routes of the page's branch. */
export const inlineManifestOf = (manifest, branch) => JSON.stringify({ entry: manifest.entry, routes: Object.fromEntries(branch.map((route) => [route.id, route])) });

/**
 * What each page of the build weighs on first load, in bytes as `sizeOf(file)` counts them (gzip), each file once:
 * the entry with its imports and every route of the page's branch with its imports and styles; plus, when
 * `sizeOfText` is given, the route manifest the page's HTML carries inline (`inlineManifestOf`) as it counts it.
 * Sorted lightest first.
 */
export function firstLoadWeights(manifest, sizeOf, sizeOfText) {
  const shared = [manifest.entry.module, ...(manifest.entry.imports ?? []), ...(manifest.entry.css ?? [])].map(stylesheetFile);
  return pageRoutes(manifest)
    .map(({ route, branch }) => {
      const files = new Set(shared);
      for (const step of branch) for (const file of [step.module, ...(step.imports ?? []), ...(step.css ?? [])]) if (file) files.add(stylesheetFile(file));
      const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0) + (sizeOfText ? sizeOfText(inlineManifestOf(manifest, branch)) : 0);
      return { route: addressOf(branch), id: route.id, kb: bytes / 1024 };
    })
    .sort((a, b) => a.kb - b.kb);
}

function main() {
  const client = join(process.env.BUILD_DIR ?? 'dist', 'client');
  const assets = join(client, 'assets');
  let manifestName;
  try {
    manifestName = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  } catch {
    manifestName = undefined;
  }
  if (!manifestName) {
    console.error(`No route manifest in ${assets}: run npm run build first (BUILD_DIR names another build).`);
    process.exit(2);
  }
  const manifest = parseRouteManifest(readFileSync(join(assets, manifestName), 'utf8'));
  const sizeOf = (file) => gzipSync(readFileSync(join(client, file))).length;
  const rows = firstLoadWeights(manifest, sizeOf, (text) => gzipSync(text).length);
  console.log('First-load weight per route (JS + CSS, gzip):');
  for (const row of rows) console.log(`  ${row.route.padEnd(28)} ${row.id.padEnd(26)} ${row.kb.toFixed(1).padStart(7)} KB`);
  const landing = rows.find((row) => row.route === '/');
  if (!landing) {
    console.error('The build has no route for /.');
    process.exit(2);
  }
  console.log(`Landing page: ${landing.kb.toFixed(1)} KB of its ${BUDGET_KB} KB budget (the other pages have no budget of their own: their figures are above).`);
  process.exit(landing.kb <= BUDGET_KB ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
