import { Transform, type TransformCallback } from 'node:stream';

/**
 * The page's script starts after the page's first paint, not before it.
 *
 * React Router writes a `<link rel="modulepreload">` into the head for each file of the page's script (sixty to a
 * hundred of them) and, at the end of the body, a module script that imports the page's route modules. On a fast
 * connection those files arrive before the browser has painted the server's HTML, and a slow phone then waits for
 * them (and for compiling them) before it shows anything, though the HTML alone is the whole page: its links and forms
 * work without the script (issue 23).
 *
 * So, in a production build's HTML:
 * - each `modulepreload` link of the head is written with `rel="loupe-modulepreload"`, which the browser does not
 *   fetch;
 * - the module script waits until the browser reports the page's first contentful paint (at once in a tab opened in
 *   the background, which paints nothing), then turns those links into real `modulepreload` links, eight per task, so
 *   every file is asked for as before, and imports the route modules it used to import statically (`import * as route0 from "…"` becomes
 *   `const [route0] = await Promise.all([import("…")])`: the same module namespaces).
 * A script this does not recognise is left as it is, and runs as it always did.
 */
export class ScriptsAfterFirstPaint extends Transform {
  #state: 'head' | 'body' | 'script' | 'done' = 'head';
  #pending = '';

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.#state === 'done') {
      callback(null, chunk);
      return;
    }
    this.#pending += chunk.toString();
    callback(null, this.#advance(false));
  }

  override _flush(callback: TransformCallback): void {
    callback(null, this.#advance(true));
  }

  /** Writes out what can be written: everything but a piece that may be the start of what it looks for. */
  #advance(ending: boolean): string {
    let out = '';
    for (;;) {
      if (this.#state === 'head') {
        const end = this.#pending.indexOf('</head>');
        if (end < 0) return ending ? this.#take(this.#pending.length) : out;
        out += deferModulePreloads(this.#take(end));
        this.#state = 'body';
      } else if (this.#state === 'body') {
        const start = MODULE_SCRIPT.exec(this.#pending);
        if (!start) {
          // A start tag cut between two chunks stays behind for the next one.
          const lastTag = this.#pending.lastIndexOf('<');
          const keep = ending || lastTag < 0 ? 0 : this.#pending.length - lastTag;
          return out + this.#take(this.#pending.length - keep);
        }
        out += this.#take(start.index);
        this.#state = 'script';
      } else if (this.#state === 'script') {
        const end = this.#pending.indexOf('</script>');
        if (end < 0) return ending ? out + this.#take(this.#pending.length) : out;
        const tag = MODULE_SCRIPT.exec(this.#pending)!;
        const body = this.#pending.slice(tag[0].length, end);
        out += tag[0] + startAfterFirstPaint(body);
        this.#take(end);
        this.#state = 'done';
      } else {
        return out + this.#take(this.#pending.length);
      }
    }
  }

  #take(length: number): string {
    const taken = this.#pending.slice(0, length);
    this.#pending = this.#pending.slice(length);
    return taken;
  }
}

/** React Router's module script: `<script nonce="…" type="module" async="">`. */
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
const MODULE_PRELOAD = /(<link\b[^>]*\brel=")modulepreload("[^>]*>)/g;
/** `import * as route0 from "/assets/root-….js";`, or a bare `import "/assets/….js";`. */
const STATIC_IMPORT = /import(?: \* as ([\w$]+) from)? ?("[^"\\]+");/g;

/** Waits until the browser reports the page's first contentful paint (at most 3 s, in case it never does), at once in
 * a tab opened in the background (which paints nothing) or in a browser that does not report paints (after two frames
 * there). */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  const paints = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (document.visibilityState === 'hidden') return go();
  if (!paints) return requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 0)));
  const started = setTimeout(go, 3000);
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    clearTimeout(started);
    setTimeout(go, 0);
  }).observe({ type: 'paint', buffered: true });
});`;

/** Turns the held-back links into `modulepreload` links, eight per task: each one starts a request, and all of them
 * in one go held a slowed phone's main thread for some 45 ms. */
const RELEASE_PRELOADS = `{
  const held = [...document.querySelectorAll('link[rel="loupe-modulepreload"]')];
  for (let start = 0; start < held.length; start += 8) {
    if (start > 0) await new Promise((next) => setTimeout(next, 0));
    for (const link of held.slice(start, start + 8)) link.rel = 'modulepreload';
  }
}`;

/** The head with every `modulepreload` link held back (`rel="loupe-modulepreload"`). */
export function deferModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, '$1loupe-modulepreload$2');
}

/** The module script's text, importing what it imports once the page has painted. A text holding an import of
 * another form than React Router's is given back as it is. */
export function startAfterFirstPaint(script: string): string {
  const imports: { name: string | undefined; from: string }[] = [];
  const rest = script.replace(STATIC_IMPORT, (_whole, name: string | undefined, from: string) => {
    imports.push({ name, from });
    return '';
  });
  if (/(^|[;\s])import\s*[^\s(]/.test(rest.replace(/"(?:[^"\\]|\\.)*"/g, '""'))) return script;
  const names = imports.map(({ name }, index) => name ?? `$unnamed${index}`);
  return [
    AFTER_FIRST_PAINT,
    RELEASE_PRELOADS,
    imports.length ? `const [${names.join(', ')}] = await Promise.all([${imports.map(({ from }) => `import(${from})`).join(', ')}]);` : '',
    rest,
  ].join('\n');
}
