import DOMPurify from 'dompurify';

/** HTML from the content service is untrusted: scripts, event handlers and javascript: URLs are removed. */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] });
