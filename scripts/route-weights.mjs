#!/usr/bin/env node
// Prints what each route ships on first load (JS + CSS, gzip), from the production build's manifest:
// the entry chunk with its static imports, plus the route's lazy page chunk with its static imports.
// `npm run build` first. Exits non-zero when the landing page exceeds the 200 KB budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gz = (file) => gzipSync(readFileSync(`dist/${file}`)).length;

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const filesOf = (keys) => {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const routes = readFileSync('src/ui/app/routes.tsx', 'utf8');
const pages = [...routes.matchAll(/const (\w+) = lazy\(\(\) => import\('(\.\.\/[^']+)'\)/g)].map(([, name, path]) => ({ name, key: `src/ui/${path.slice(3)}.tsx` }));
const paths = Object.fromEntries([...routes.matchAll(/path: '([^']+)', element: <(\w+)/g)].map(([, path, name]) => [name, path]));

const rows = pages.map(({ name, key }) => {
  const files = filesOf(new Set([...entry, ...closure(key)]));
  const bytes = [...files].reduce((sum, file) => sum + gz(file), 0);
  return { route: paths[name] ?? name, page: name, kb: bytes / 1024 };
});
console.log('First-load weight per route (JS + CSS, gzip):');
for (const row of rows.sort((a, b) => a.kb - b.kb)) console.log(`  ${row.route.padEnd(28)} ${row.page.padEnd(22)} ${row.kb.toFixed(1).padStart(7)} KB`);
const landing = rows.find((row) => row.route === '/');
console.log(`Landing page: ${landing.kb.toFixed(1)} KB of a ${BUDGET_KB} KB budget.`);
process.exit(landing.kb <= BUDGET_KB ? 0 : 1);
