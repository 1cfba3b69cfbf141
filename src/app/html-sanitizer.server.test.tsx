import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HtmlSanitizerContext, sanitizeHtml, useSanitizedHtml } from '../ui/common/sanitize-html';
import { sanitizeHtmlOnServer } from './html-sanitizer.server';

function StoreHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: useSanitizedHtml(html) }} />;
}

describe("the store's HTML on the server", () => {
  it.each([
    ['<p>Hello</p><script>alert(1)</script>', '<p>Hello</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<form action="/x"><button>Send</button></form>', '<button>Send</button>'],
    ['<p style="position:fixed">styled</p>', '<p>styled</p>'],
    ['<math><mtext><table><mglyph><style><img src="x" onerror="alert(1)">', ''],
    ['<h2>Returns</h2><ul><li>14 days</li></ul>', '<h2>Returns</h2><ul><li>14 days</li></ul>'],
  ])('sanitizes %s → %s, with the rules of the browser', (input, output) => {
    expect(sanitizeHtmlOnServer(input)).toBe(output);
  });

  it('is rendered by the server: the page carries the text, and nothing that can run', () => {
    // Without the server's sanitizer there is no DOM here, and nothing of the HTML would be rendered.
    expect(renderToString(<StoreHtml html="<p>Our terms</p>" />)).toBe('<div></div>');
    const html = renderToString(
      <HtmlSanitizerContext.Provider value={sanitizeHtmlOnServer}>
        <StoreHtml html={'<h2>Our terms</h2><p onclick="alert(1)">Fair terms.</p><script>alert(2)</script>'} />
      </HtmlSanitizerContext.Provider>,
    );
    expect(html).toBe('<div><h2>Our terms</h2><p>Fair terms.</p></div>');
  });

  it('leaves the browser its own sanitizer where there is a DOM (none in this server test)', () => {
    expect(sanitizeHtml('<p>x</p>')).toBe('');
  });
});
