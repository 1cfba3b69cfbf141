import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The shop is for US shoppers (docs/product-decisions.md, third round: 'color', never 'colour'). Every text a shopper
 * or a crawler reads is written in US English: the storefront's words (strings and the text of its views), and the
 * words the stand-in backends answer with (CMS pages, ring designs, the recommendation service's texts and its
 * contract's examples). Names in code are not read by shoppers and are not scanned.
 */

const SCANNED = ['src', 'mock-server/seed', 'mock-server/catalog', 'mock-server/recommendation', 'contracts'];

/** British spellings and their US forms, as whole words, in any case. */
const BRITISH =
  /\b(colours?|colour(?:ed|ing|less|ful)|greys?|greyish|centres?|centred|jewellery|jewellers?|catalogues?|catalogued|favourites?|labelled|labelling|honours?|honoured|honouring|(?:milli|centi)?metres?|organis(?:e|ed|es|ing|ation)|realis(?:e|ed|es|ing)|recognis(?:e|ed|es|ing)|apologis(?:e|ed|es|ing)|analys(?:e|ed|es|ing)|licence|behaviours?|neighbours?|neighbouring|programmes?|cheques?|sanitis(?:e|ed|es|ing)|customis(?:e|ed|es|ing)|personalis(?:e|ed|es|ing))\b/gi;

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What a file gives a reader: its string literals and the text of its views, without comments or import paths. */
function readableTextOf(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"][^'"]+['"];?/gms, '')
    .replace(/^\s*import\s*['"][^'"]+['"];?/gm, '');
  const strings = [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map(([literal]) => literal.slice(1, -1));
  const viewText = [...code.matchAll(/>([^<>{}=;()]+)</g)].map(([, text]) => text ?? '');
  return [...strings, ...viewText];
}

const britishIn = (texts: readonly string[]): string[] => texts.flatMap((text) => [...text.matchAll(BRITISH)].map(([word]) => word));

describe('US English', () => {
  it.each([
    ['the shop asks you to choose a colour', ['colour']],
    ['<Text>Diamonds from colourless D</Text>', ['colourless']],
    ['The ring catalogue cannot be read', ['catalogue']],
    ['a centred grey logo', ['centred', 'grey']],
    ['Every illustration is labelled', ['labelled']],
    ['choose a color from the catalog, centered and gray', []],
  ])('finds the British spellings in %j', (text, found) => {
    expect(britishIn([text]).map((word) => word.toLowerCase())).toEqual(found);
  });

  it('reads strings and the text of views, not names, comments or import paths', () => {
    const source = [
      "import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';",
      '/** Each colour of the ring. */',
      'const aSolitaireInColoursAndMetals = 1; // colours',
      "const label = 'Ring colour';",
      '<Text aria-labelledby="title">Choose a colour</Text>',
    ].join('\n');
    expect(britishIn(readableTextOf(source))).toEqual(['colour', 'colour']);
  });

  it.each(SCANNED)('is what every text under %s reads', (root) => {
    const found = sourcesOf(root).flatMap((path) => britishIn(readableTextOf(readFileSync(path, 'utf8'))).map((word) => `${relative(process.cwd(), path)}: ${word}`));
    expect(found).toEqual([]);
  });
});
