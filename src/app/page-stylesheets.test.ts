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
  it('stay until every linked file has loaded, then give way to them', async () => {
    const [root, badge] = headWith(['/assets/root-a.css', '/assets/Badge-b.css#'], ['/assets/root-a.css', '/assets/Badge-b.css#']);
    dropWrittenStylesOnceLinked(document);
    root!.dispatchEvent(new Event('load'));
    await settle();
    expect(writtenCount()).toBe(2);
    badge!.dispatchEvent(new Event('load'));
    await settle();
    expect(writtenCount()).toBe(0);
  });

  it('stay when a file fails to load, so the page keeps its look', async () => {
    const [root, badge] = headWith(['/assets/root-a.css', '/assets/Badge-b.css'], ['/assets/root-a.css', '/assets/Badge-b.css']);
    dropWrittenStylesOnceLinked(document);
    root!.dispatchEvent(new Event('load'));
    badge!.dispatchEvent(new Event('error'));
    await settle();
    expect(writtenCount()).toBe(2);
  });

  it('stay when a written stylesheet has no link to take its place', async () => {
    const [root] = headWith(['/assets/root-a.css', '/assets/Badge-b.css'], ['/assets/root-a.css']);
    dropWrittenStylesOnceLinked(document);
    root!.dispatchEvent(new Event('load'));
    await settle();
    expect(writtenCount()).toBe(2);
  });

  it('stay when the page is left before the files have loaded', async () => {
    const [root] = headWith(['/assets/root-a.css'], ['/assets/root-a.css']);
    const stop = dropWrittenStylesOnceLinked(document);
    stop();
    root!.dispatchEvent(new Event('load'));
    await settle();
    expect(writtenCount()).toBe(1);
  });
});
