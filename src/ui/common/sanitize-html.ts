import DOMPurify, { type Config } from 'dompurify';
import { createContext, useContext, useMemo } from 'react';

/** HTML from the store (CMS pages, ring descriptions) is untrusted: scripts, event handlers, javascript: URLs,
 * frames, forms and inline styles are removed. The same rules hold on the server and in the browser. */
export const STORE_HTML_RULES = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] } satisfies Config;

/** Turns untrusted HTML into HTML that may reach the page. */
export type HtmlSanitizer = (html: string) => string;

/** DOMPurify over the page's own DOM, in the browser. Where there is no DOM it renders nothing of the HTML: the
 * server gives its own sanitizer (DOMPurify over a server-side window) through `HtmlSanitizerContext`. */
export const sanitizeHtml: HtmlSanitizer = (html) => (typeof DOMPurify.sanitize === 'function' ? DOMPurify.sanitize(html, STORE_HTML_RULES) : '');

/** The sanitizer of where the page renders: the browser's by default, the server's under the server's render. */
export const HtmlSanitizerContext = createContext<HtmlSanitizer>(sanitizeHtml);

/** `html` as it may reach the page, sanitized where the view renders (on the server and in the browser alike). */
export function useSanitizedHtml(html: string): string {
  const sanitize = useContext(HtmlSanitizerContext);
  return useMemo(() => (html ? sanitize(html) : ''), [sanitize, html]);
}
