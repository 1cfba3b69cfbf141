import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStylesheets, InlineStylesheets, inlineStylesheetLinks } from './inline-stylesheets.server';

const files: Record<string, string> = {
  '/assets/root-abc.css': '.shell{color:red}',
  '/assets/Badge-def.css': '.badge{padding:1px}',
};
const fromFiles = (href: string) => files[href.replace(/#$/, '')];

const head = (links: string) => `<!DOCTYPE html><html><head><meta charSet="UTF-8"/>${links}<title>A stone</title></head><body><main>Price</main></body></html>`;

async function throughTransform(chunks: string[], stylesheet = fromFiles): Promise<string> {
  let out = '';
  for await (const chunk of Readable.from(chunks).pipe(new InlineStylesheets(stylesheet))) out += String(chunk);
  return out;
}

describe('writing the page’s stylesheets into its head', () => {
  it('puts each build stylesheet in a style element, in the links’ order, with the response’s nonce', () => {
    const html = inlineStylesheetLinks(
      '<link nonce="n0nce" rel="stylesheet" href="/assets/root-abc.css"/><link nonce="n0nce" rel="stylesheet" href="/assets/Badge-def.css#"/>',
      fromFiles,
    );
    expect(html).toBe(
      '<style nonce="n0nce" data-inlined-from="/assets/root-abc.css">.shell{color:red}</style><style nonce="n0nce" data-inlined-from="/assets/Badge-def.css#">.badge{padding:1px}</style>',
    );
  });

  it('leaves every other link as it is, and a stylesheet it cannot read', () => {
    const links = '<link rel="icon" href="/favicon.svg"/><link rel="preload" as="image" href="/media/round.svg"/><link rel="stylesheet" href="/assets/missing.css"/>';
    expect(inlineStylesheetLinks(links, fromFiles)).toBe(links);
  });

  it('cannot be closed early by what a stylesheet holds', () => {
    const html = inlineStylesheetLinks('<link rel="stylesheet" href="/assets/odd.css"/>', () => '.a::after{content:"</style><script>"}');
    expect(html).toBe('<style data-inlined-from="/assets/odd.css">.a::after{content:"<\\/style><script>"}</style>');
  });

  it('finds the head however the stream is cut, and passes the body through untouched', async () => {
    const page = head('<link rel="stylesheet" href="/assets/root-abc.css"/>');
    const cuts = [1, 40, page.indexOf('</head>') + 3, page.length - 5];
    const chunks = cuts.map((cut, index) => page.slice(index === 0 ? 0 : cuts[index - 1], cut)).concat(page.slice(cuts.at(-1)));
    const out = await throughTransform(chunks);
    expect(out).toBe(head('<style data-inlined-from="/assets/root-abc.css">.shell{color:red}</style>'));
  });

  it('leaves a stylesheet in the body linked (only the head is rewritten)', async () => {
    const page = `${head('')}<link rel="stylesheet" href="/assets/root-abc.css"/>`;
    expect(await throughTransform([page])).toBe(page);
  });

  it('sends a document without a head as it came', async () => {
    expect(await throughTransform(['Unexpected ', 'error'])).toBe('Unexpected error');
  });
});

describe('the build’s stylesheets', () => {
  const client = mkdtempSync(join(tmpdir(), 'loupe-client-'));
  mkdirSync(join(client, 'assets'));
  writeFileSync(join(client, 'assets', 'root-abc.css'), '.shell{color:red}');
  writeFileSync(join(client, 'assets', 'font-abc.css'), '@font-face{src:url(./loupe.woff2)}');
  writeFileSync(join(client, 'assets', 'icon-abc.css'), '.i{background:url(data:image/svg+xml,x)}');
  writeFileSync(join(client, 'secret.css'), '.private{}');
  afterAll(() => rmSync(client, { recursive: true, force: true }));
  const stylesheets = buildStylesheets(pathToFileURL(`${client}/`));

  it('reads a file under /assets, with or without React Router’s trailing #', () => {
    expect(stylesheets('/assets/root-abc.css')).toBe('.shell{color:red}');
    expect(stylesheets('/assets/root-abc.css#')).toBe('.shell{color:red}');
    expect(stylesheets('/assets/icon-abc.css')).toBe('.i{background:url(data:image/svg+xml,x)}');
  });

  it('gives nothing for a file a relative url() would break, a missing file, or an address outside /assets', () => {
    expect(stylesheets('/assets/font-abc.css')).toBeUndefined();
    expect(stylesheets('/assets/none.css')).toBeUndefined();
    expect(stylesheets('/secret.css')).toBeUndefined();
    expect(stylesheets('/assets/../secret.css')).toBeUndefined();
    expect(stylesheets('https://cdn.example.com/assets/root-abc.css')).toBeUndefined();
  });
});
