import { readFileSync } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * The page's stylesheets, written into its `<head>` instead of linked: the server's HTML then paints as soon as it
 * arrives, where a linked stylesheet costs one more round trip each (a dozen of them on the product page, Mantine's
 * component styles split by the build) before the first paint. Only the build's own files under `/assets/` are
 * inlined, and only in a production build, where they exist beside the server's bundle; in development, or for a file
 * that cannot be read, the link stays as it was.
 *
 * After hydration React adds the route's `<link>` elements it renders (it finds none in the head), so the browser
 * caches the same files for the pages a shopper opens next; they repeat the rules already applied, in the same order,
 * so nothing on the page changes.
 */
export class InlineStylesheets extends Transform {
  #head = '';
  #done = false;

  constructor(private readonly stylesheet: (href: string) => string | undefined) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.#done) {
      callback(null, chunk);
      return;
    }
    this.#head += chunk.toString();
    const end = this.#head.indexOf('</head>');
    if (end < 0) {
      callback();
      return;
    }
    this.#done = true;
    const head = this.#head;
    this.#head = '';
    callback(null, inlineStylesheetLinks(head.slice(0, end), this.stylesheet) + head.slice(end));
  }

  override _flush(callback: TransformCallback): void {
    // A document without a head (an error page cut short) goes out as it came.
    callback(null, this.#done ? undefined : this.#head);
  }
}

const LINK = /<link\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Every `<link rel="stylesheet">` of `html` whose file `stylesheet` can give, as a `<style>` holding that file. */
export function inlineStylesheetLinks(html: string, stylesheet: (href: string) => string | undefined): string {
  return html.replace(LINK, (tag) => {
    if (attribute(tag, 'rel') !== 'stylesheet') return tag;
    const href = attribute(tag, 'href');
    const css = href === undefined ? undefined : stylesheet(href);
    if (css === undefined) return tag;
    const nonce = attribute(tag, 'nonce');
    return `<style${nonce === undefined ? '' : ` nonce="${nonce}"`} data-inlined-from="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * The build's stylesheets, read from the client build's directory once each: `href` is the address a page links
 * (`/assets/root-BGxhJcey.css`, with React Router's trailing `#` on a file it also loads on demand). A file that is
 * not the build's, cannot be read, or refers to other files by a relative `url()` (which would resolve against the
 * page's address once inlined) gives undefined.
 */
export function buildStylesheets(clientDirectory: URL): (href: string) => string | undefined {
  const read = new Map<string, string | undefined>();
  return (href) => {
    const path = /^\/assets\/[\w.~-]+\.css#?$/.test(href) ? href.replace(/#$/, '').slice(1) : undefined;
    if (path === undefined) return undefined;
    if (!read.has(path)) {
      let css: string | undefined;
      try {
        css = readFileSync(new URL(path, clientDirectory), 'utf8');
      } catch {
        css = undefined;
      }
      read.set(path, css !== undefined && /url\(\s*['"]?(?!data:|\/|https?:)/i.test(css) ? undefined : css);
    }
    return read.get(path);
  };
}
