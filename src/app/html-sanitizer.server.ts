import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { STORE_HTML_RULES, type HtmlSanitizer } from '../ui/common/sanitize-html';

/** DOMPurify over a window of the server's own (jsdom, the same HTML parser rules a browser follows): one for the
 * server's life. It keeps no shopper's data: each call sanitizes its HTML with the rules given and returns it. */
const purify = createDOMPurify(new JSDOM('<!DOCTYPE html>').window as unknown as WindowLike);

/** The store's untrusted HTML, sanitized on the server with the browser's rules, so a crawler and a shopper without
 * JavaScript read the page's text and nothing of it can run. */
export const sanitizeHtmlOnServer: HtmlSanitizer = (html) => purify.sanitize(html, STORE_HTML_RULES);
