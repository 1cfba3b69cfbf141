import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as catalogue from '../src/domain/shared/error-catalogue';
import { COMPOSED_ERROR_CODES, SHOP_ERRORS } from '../src/domain/shared/error-catalogue';
import { shopError } from '../src/domain/shared/shop-error';

/**
 * Messages shown to shoppers come from the error catalogue only: every entry is raised somewhere in the shop, and no
 * message of it is typed again elsewhere in the shop's code (tests may quote them: they check what the shopper
 * reads). The in-memory doubles speak for the backends, whose words are theirs, so they are not scanned.
 */
const CATALOGUE_FILE = 'src/domain/shared/error-catalogue.ts';
const NOT_SCANNED = /(\.test\.tsx?$|^src\/ui\/test\/|^src\/infrastructure\/in-memory\/)/;

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code of each file of the shop, without its comments (which may quote the spec's catalogue). */
const SHOP_CODE = sourcesOf('src')
  .map((path) => relative(process.cwd(), path).split('\\').join('/'))
  .filter((path) => path !== CATALOGUE_FILE && !NOT_SCANNED.test(path))
  .map((path) => ({ path, code: withoutComments(readFileSync(path, 'utf8')) }));

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const filesSaying = (pattern: RegExp) => SHOP_CODE.filter(({ code }) => pattern.test(code)).map(({ path }) => path);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every fixed text of the catalogue: its entries' messages and its prompts and field messages. */
const TEXTS: string[] = [...new Set([...Object.values(SHOP_ERRORS).map((error): string => error.message), ...Object.values(catalogue as Record<string, unknown>).filter((value) => typeof value === 'string')])];

describe('the error catalogue', () => {
  it.each(Object.keys(SHOP_ERRORS))('raises SHOP_ERRORS.%s somewhere in the shop', (name) => {
    expect(filesSaying(new RegExp(`\\bSHOP_ERRORS\\.${name}\\b`))).not.toEqual([]);
  });

  it.each(COMPOSED_ERROR_CODES)('raises %s (a composed message) somewhere in the shop', (code) => {
    expect(filesSaying(new RegExp(`'${escape(code)}'`))).not.toEqual([]);
  });

  it.each(Object.keys(catalogue).filter((name) => name !== 'SHOP_ERRORS' && name !== 'COMPOSED_ERROR_CODES'))('uses %s somewhere in the shop', (name) => {
    expect(filesSaying(new RegExp(`\\b${name}\\b`))).not.toEqual([]);
  });

  it.each(TEXTS)('types %j nowhere else in the shop', (text) => {
    // As it is written in code: a line break is `\n` there.
    const written = text.trim().replaceAll('\n', '\\n');
    expect(filesSaying(new RegExp(`${escape(text.trim())}|${escape(written)}`))).toEqual([]);
  });

  it('gives every entry a code of its area and a message', () => {
    for (const error of Object.values(SHOP_ERRORS)) {
      expect(error.code).toMatch(/^[A-Z]+\.[A-Z_]+$/);
      expect(error.message.trim()).not.toBe('');
    }
  });

  it('knows only the codes of the catalogue', () => {
    // @ts-expect-error a code the catalogue does not list does not compile
    expect(shopError('TYPO', 'Something')).toEqual({ code: 'TYPO', message: 'Something' });
    expect(shopError('CART.RING_NOT_ADDED', 'The requested qty is not available')).toEqual({ code: 'CART.RING_NOT_ADDED', message: 'The requested qty is not available' });
  });
});
