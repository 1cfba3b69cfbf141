import { useEffect, useState } from 'react';
import { Links } from 'react-router';

/**
 * The page's stylesheets, in two places of the head.
 *
 * In the first HTML, the production server writes each stylesheet into the head (`inline-stylesheets.server.ts`) where
 * `FirstHtmlStylesheets` links them, so the page paints without waiting for a file. The browser hydrates without
 * them: it renders nothing there and leaves the server's styles in place.
 *
 * Once the page has hydrated, `StylesheetLinks` links the page's files, as React Router would have, earlier in the
 * head: while they load, the written styles that come after them still decide every rule, so nothing on the page
 * moves. When all of them have loaded, the written styles are removed and the head is what it would have been with
 * links alone; the pages the shopper opens next link their own files there, after the shell's, as usual. If a file
 * cannot be loaded, the written styles stay.
 *
 * The development server has no written styles: it links the files where the first HTML has them, as usual.
 */
export function StylesheetLinks() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (!import.meta.env.DEV) setHydrated(true);
  }, []);
  useEffect(() => {
    if (hydrated) return dropWrittenStylesOnceLinked(document);
  }, [hydrated]);
  return hydrated ? <Links /> : null;
}

/** Where the server links the page's stylesheets (and the production server writes them instead). */
export function FirstHtmlStylesheets() {
  return import.meta.env.DEV || typeof document === 'undefined' ? <Links /> : null;
}

const pathOf = (href: string, base: string) => new URL(href, base).pathname;

/** Removes the styles the server wrote into `document`'s head once a loaded stylesheet link holds each of them;
 * returns a function that stops waiting. */
export function dropWrittenStylesOnceLinked(document: Document): () => void {
  const written = Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-inlined-from]'));
  if (!written.length) return () => undefined;
  const links = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
  const linkFor = (style: HTMLStyleElement) => links.find((link) => pathOf(link.getAttribute('href') ?? '', document.baseURI) === pathOf(style.dataset.inlinedFrom ?? '', document.baseURI));
  const pending = written.map(linkFor);
  if (pending.some((link) => !link)) return () => undefined;
  let stopped = false;
  const loaded = (link: HTMLLinkElement) =>
    new Promise<boolean>((resolve) => {
      if (link.sheet) return resolve(true);
      link.addEventListener('load', () => resolve(true), { once: true });
      link.addEventListener('error', () => resolve(false), { once: true });
    });
  void Promise.all(pending.map((link) => loaded(link as HTMLLinkElement))).then((results) => {
    if (stopped || results.includes(false)) return;
    for (const style of written) style.remove();
  });
  return () => {
    stopped = true;
  };
}
