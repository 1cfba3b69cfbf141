import DOMPurify from 'dompurify';

/** HTML from the content service is untrusted: scripts, event handlers and javascript: URLs are removed. Where there
 * is no DOM to sanitize with (the server's render), nothing of it is rendered: the browser fills it in. */
export const sanitizeHtml = (html: string): string =>
  typeof DOMPurify.sanitize === 'function'
    ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] })
    : '';
