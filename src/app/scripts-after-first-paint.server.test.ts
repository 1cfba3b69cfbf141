import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferModulePreloads, ScriptsAfterFirstPaint, startAfterFirstPaint } from './scripts-after-first-paint.server';

/** React Router's module script, as it writes it for a page of two route modules. */
const MODULE_TEXT = [
  ';',
  'import * as route0 from "/assets/root-abc.js";',
  'import * as route1_main from "/assets/ring-list-main-def.js";',
  'const route1 = {...route1_main};',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-x.js","imports":["/assets/react-y.js"]}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/ring-list":route1};',
  '',
  'import("/assets/entry.client-x.js");',
].join('\n');
const PAGE = [
  '<!DOCTYPE html><html><head><title>Rings</title>',
  '<link rel="modulepreload" href="/assets/entry.client-x.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/react-y.js" nonce="n0nce"/>',
  '<link rel="icon" href="/favicon.svg"/></head><body><main><a href="/ring-builder/halo">Halo</a></main>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  `<script nonce="n0nce" type="module" async="">${MODULE_TEXT}</script>`,
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

async function through(chunks: string[]): Promise<string> {
  let out = '';
  for await (const chunk of Readable.from(chunks).pipe(new ScriptsAfterFirstPaint())) out += String(chunk);
  return out;
}

/** Runs a rewritten module script's text as the browser would, with its imports recorded, and says what it did. */
async function run(text: string, { hidden = false, reportsPaints = true, heldLinks = 2 } = {}) {
  const imported: string[] = [];
  const events: string[] = [];
  const links = Array.from({ length: heldLinks }, () => ({ rel: 'loupe-modulepreload' }));
  const window = { __reactRouterManifest: undefined as unknown, __reactRouterRouteModules: undefined as unknown };
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelectorAll: (selector: string) => {
      events.push(`links ${selector}`);
      return links;
    },
  };
  const requestAnimationFrame = (frame: () => void) => {
    events.push('frame');
    frame();
  };
  const setTimeout = (next: () => void, ms = 0) => {
    if (ms > 0) return 0; // the fallback of a browser that never reports a paint
    events.push('next task');
    next();
    return 0;
  };
  const clearTimeout = () => undefined;
  class PerformanceObserver {
    static readonly supportedEntryTypes = reportsPaints ? ['paint', 'largest-contentful-paint'] : [];
    constructor(private readonly report: (list: { getEntriesByName: (name: string) => unknown[] }, observer: PerformanceObserver) => void) {}
    observe({ type }: { type: string }) {
      events.push(`observe ${type}`);
      this.report({ getEntriesByName: () => [] }, this);
      events.push('first contentful paint');
      this.report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }, this);
    }
    disconnect() {
      events.push('disconnect');
    }
  }
  const load = (from: string) => {
    imported.push(from);
    events.push(`import ${from}`);
    return Promise.resolve({ from });
  };
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
  const body = text.replace(/\bimport\(/g, 'load(');
  await new AsyncFunction('window', 'document', 'requestAnimationFrame', 'setTimeout', 'clearTimeout', 'PerformanceObserver', 'load', body)(
    window,
    document,
    requestAnimationFrame,
    setTimeout,
    clearTimeout,
    PerformanceObserver,
    load,
  );
  return { imported, events, links, window };
}

describe('the page’s script starts after its first paint', () => {
  it('holds back the head’s modulepreload links and leaves every other link', () => {
    const head = '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/b.css"/>';
    expect(deferModulePreloads(head)).toBe('<link rel="loupe-modulepreload" href="/assets/a.js" nonce="n"/><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/b.css"/>');
  });

  it('imports nothing before the browser reports the first contentful paint, then asks for every held-back file and imports the same modules', async () => {
    const { imported, events, links, window } = await run(startAfterFirstPaint(MODULE_TEXT));
    expect(events.slice(0, 5)).toEqual(['observe paint', 'first contentful paint', 'disconnect', 'next task', 'links link[rel="loupe-modulepreload"]']);
    expect(links.map((link) => link.rel)).toEqual(['modulepreload', 'modulepreload']);
    expect(imported).toEqual(['/assets/root-abc.js', '/assets/ring-list-main-def.js', '/assets/entry.client-x.js']);
    expect(window.__reactRouterRouteModules).toEqual({ root: { from: '/assets/root-abc.js' }, 'routes/ring-list': { from: '/assets/ring-list-main-def.js' } });
    expect(window.__reactRouterManifest).toEqual({ entry: { module: '/assets/entry.client-x.js', imports: ['/assets/react-y.js'] } });
  });

  it('starts at once in a tab opened in the background, which paints no frame', async () => {
    const { events, imported } = await run(startAfterFirstPaint(MODULE_TEXT), { hidden: true });
    expect(events[0]).toBe('links link[rel="loupe-modulepreload"]');
    expect(imported).toHaveLength(3);
  });

  it('asks for the held-back files eight per task, all before the route modules are imported', async () => {
    const { events, links } = await run(startAfterFirstPaint(MODULE_TEXT), { heldLinks: 20 });
    expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
    const afterLinks = events.slice(events.indexOf('links link[rel="loupe-modulepreload"]') + 1);
    expect(afterLinks.slice(0, 3)).toEqual(['next task', 'next task', 'import /assets/root-abc.js']);
  });

  it('waits two frames in a browser that does not report paints', async () => {
    const { events, imported } = await run(startAfterFirstPaint(MODULE_TEXT), { reportsPaints: false });
    expect(events.slice(0, 4)).toEqual(['frame', 'frame', 'next task', 'links link[rel="loupe-modulepreload"]']);
    expect(imported).toHaveLength(3);
  });

  it('leaves a script with an import of another form as it is', () => {
    const other = 'import { hydrate } from "/assets/x.js";\nhydrate();';
    expect(startAfterFirstPaint(other)).toBe(other);
  });

  it('rewrites the page’s HTML whole, however the stream cuts it', async () => {
    const whole = await through([PAGE]);
    expect(whole).not.toContain('rel="modulepreload"');
    expect(whole.match(/<link rel="loupe-modulepreload"/g)).toHaveLength(2);
    expect(whole).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(whole).toContain('<main><a href="/ring-builder/halo">Halo</a></main>');
    expect(whole).not.toMatch(/import \* as/);
    expect(whole).toContain(`<script nonce="n0nce" type="module" async="">${startAfterFirstPaint(MODULE_TEXT)}</script>`);
    expect(whole.endsWith('<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>')).toBe(true);
    for (const size of [1, 7, 64, 500]) {
      const chunks: string[] = [];
      for (let at = 0; at < PAGE.length; at += size) chunks.push(PAGE.slice(at, at + size));
      expect(await through(chunks)).toBe(whole);
    }
  });

  it('passes a page without a head or a module script through unchanged', async () => {
    expect(await through(['<p>Service unavailable</p>'])).toBe('<p>Service unavailable</p>');
    const noScript = '<html><head><title>x</title></head><body><p>Sold</p></body></html>';
    expect(await through([noScript.slice(0, 20), noScript.slice(20)])).toBe(noScript);
  });
});
