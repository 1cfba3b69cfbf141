// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dropWrittenStylesOnceLinked } from './page-stylesheets';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function headWith(written: string[], linked: string[]) {
  document.head.innerHTML = [
    ...linked.map((href) => `<link rel="stylesheet" href="${href}">`),
    '<script></script>',
    ...written.map((href) => `<style data-inlined-from="${href}">.x{}</style>`),
  ].join('');
  return Array.from(document.head.querySelectorAll('link'));
}
const writtenCount = () => document.head.querySelectorAll('style[data-inlined-from]').length;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the styles the server wrote into the head', () => {
  it('stay until every linked file has loaded, then give way to them; the files apply all at once, not one by one', async () => {
    const [root, badge] = headWith(['/assets/root-a.css', '/assets/Badge-b.css#'], ['/assets/root-a.css', '/assets/Badge-b.css#']);
    dropWrittenStylesOnceLinked(document);
    expect([root!.media, badge!.media]).toEqual(['not all', 'not all']);
    root!.dispatchEvent(new Event('load'));
    await settle();
    expect(writtenCount()).toBe(2);
    expect(root!.media).toBe('not all');
    badge!.dispatchEvent(new Event('load'));
    await settle();
    expect(writtenCount()).toBe(0);
    expect([root!.hasAttribute('media'), badge!.hasAttribute('media')]).toEqual([false, false]);
  });

  it('leave a link that is not theirs as it is', async () => {
    const [root, ring] = headWith(['/assets/root-a.css'], ['/assets/root-a.css', '/assets/ring-c.css']);
    dropWrittenStylesOnceLinked(document);
    expect([root!.media, ring!.hasAttribute('media')]).toEqual(['not all', false]);
  });

  it('stay when a file fails to load, so the page keeps its look', async () => {
    const [root, badge] = headWith(['/assets/root-a.css', '/assets/Badge-b.css'], ['/assets/root-a.css', '/assets/Badge-b.css']);
    dropWrittenStylesOnceLinked(document);
    root!.dispatchEvent(new Event('load'));
    badge!.dispatchEvent(new Event('error'));
    await settle();
    expect(writtenCount()).toBe(2);
    // The root's file must not come past the page's written styles.
    expect(root!.media).toBe('not all');
  });

  it('give way where a loaded file repeats them; the styles of a page left since, which no link repeats, stay', async () => {
    const [root] = headWith(['/assets/root-a.css', '/assets/product-b.css'], ['/assets/root-a.css']);
    dropWrittenStylesOnceLinked(document);
    await settle();
    expect(writtenCount()).toBe(2);
    root!.dispatchEvent(new Event('load'));
    await settle();
    expect(Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-inlined-from]'), (style) => style.dataset.inlinedFrom)).toEqual(['/assets/product-b.css']);
  });

  it('stay when the page is left before the files have loaded', async () => {
    const [root] = headWith(['/assets/root-a.css'], ['/assets/root-a.css']);
    const stop = dropWrittenStylesOnceLinked(document);
    stop();
    root!.dispatchEvent(new Event('load'));
    await settle();
    expect(writtenCount()).toBe(1);
    expect(root!.hasAttribute('media')).toBe(false);
  });
});
