import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Hello</p><script>alert(1)</script>', '<p>Hello</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="position:fixed">styled</p>', '<p>styled</p>'],
    ['<h2>Returns</h2><ul><li>14 days</li></ul>', '<h2>Returns</h2><ul><li>14 days</li></ul>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});
