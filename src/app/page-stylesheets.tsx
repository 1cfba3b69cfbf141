import { useLayoutEffect, useState } from 'react';
import { Links, useLocation } from 'react-router';

/**
 * The page's stylesheets, in two places of the head.
 *
 * In the first HTML, the production server writes each stylesheet into the head (`inline-stylesheets.server.ts`) where
 * `FirstHtmlStylesheets` links them, so the page paints without waiting for a file. The browser hydrates without
 * them: it renders nothing there and leaves the server's styles in place.
 *
 * The page keeps those written styles for as long as the shopper stays on it: linking the same files again on waking
 * made the browser restyle the whole page three times (two files arriving, the written styles leaving), 50 ms of a
 * phone's main thread while the page was still waking. `StylesheetLinks` links the files, as React Router would
 * have, once the shopper has gone to another page in the browser. It comes after the written styles in the head, so
 * that the next page's own files follow the shell's rules, as they would with links alone. The links that repeat a
 * written style apply all at once, when every one of them has loaded, and the written styles they repeat go then.
 *
 * The development server has no written styles: it links the files where the first HTML has them, as usual.
 */
export function StylesheetLinks() {
  const { key } = useLocation();
  // The entry the page was hydrated on: once the router has shown another (the next page, in place of this one), it
  // links the files. Not while it is still on its way there: the page on screen keeps the styles it was drawn with.
  // Once linked, always: Back to that first entry keeps the links (its written shell styles may be gone by then).
  const [firstEntry] = useState(key);
  const [linked, setLinked] = useState(false);
  if (!linked && !import.meta.env.DEV && key !== firstEntry) setLinked(true);
  // Before the browser draws the next page: its links must not apply one by one past the written styles.
  useLayoutEffect(() => {
    if (linked) return dropWrittenStylesOnceLinked(document);
  }, [linked, key]);
  return linked ? <Links /> : null;
}

/** Where the server links the page's stylesheets (and the production server writes them instead). */
export function FirstHtmlStylesheets() {
  return import.meta.env.DEV || typeof document === 'undefined' ? <Links /> : null;
}

const pathOf = (href: string, base: string) => new URL(href, base).pathname;

/** Removes each style the server wrote into `document`'s head that a stylesheet link repeats, once every such link
 * has loaded. Until then those links are held inactive (`media="not all"`), so that a file that has arrived does not
 * take its rules past written ones it must come before (the shell's past the page's own); then, in one step, they
 * apply and the written styles go (one restyle for all). A written style no link repeats (of a page left since) stays.
 * If a file fails to load, the written styles stay and the links stay inactive. Returns a function that stops
 * waiting and lets the held links apply. */
export function dropWrittenStylesOnceLinked(document: Document): () => void {
  const links = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
  const linkFor = (style: HTMLStyleElement) => links.find((link) => pathOf(link.getAttribute('href') ?? '', document.baseURI) === pathOf(style.dataset.inlinedFrom ?? '', document.baseURI));
  const repeated = Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-inlined-from]'))
    .map((style) => ({ style, link: linkFor(style) }))
    .filter((pair): pair is { style: HTMLStyleElement; link: HTMLLinkElement } => pair.link !== undefined);
  if (!repeated.length) return () => undefined;
  const held = repeated.map(({ link }) => link).filter((link) => !link.hasAttribute('media'));
  for (const link of held) link.media = HELD;
  let stopped = false;
  const release = () => {
    for (const link of held) if (link.media === HELD) link.removeAttribute('media');
  };
  const loaded = (link: HTMLLinkElement) =>
    new Promise<boolean>((resolve) => {
      if (link.sheet) return resolve(true);
      link.addEventListener('load', () => resolve(true), { once: true });
      link.addEventListener('error', () => resolve(false), { once: true });
    });
  void Promise.all(repeated.map(({ link }) => loaded(link))).then((results) => {
    if (stopped || results.includes(false)) return;
    release();
    for (const { style } of repeated) style.remove();
  });
  return () => {
    stopped = true;
    release();
  };
}

/** The media of a linked file held back until the written styles it repeats can go. */
const HELD = 'not all';
