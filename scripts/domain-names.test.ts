import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The domain speaks the shop's names (`docs/architecture.md`, "one name per concept"; ADR 0014): a diamond's `price`,
 * a ring's `urlKey`, a bag's `grandTotal`, an address's `countryId`. The names of the wire (`total_sales_price`,
 * `url_key`, `base_grand_total`, `country_id`) live in `contracts/`, in the adapters that map them (`toDiamond`,
 * `toRing`, `toCartTotals`, the address mapper) and in the mock. A field of `src/domain` named in snake_case, in an
 * interface, a type literal or a class, fails this test, naming the file, the line and the field. Keys of lookup
 * tables (a status code to its label) are values, not fields, and are not read.
 */
const DOMAIN = join(import.meta.dirname, '..', 'src', 'domain');

const SNAKE_CASE = /[A-Za-z0-9]_[A-Za-z0-9]/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

const nameOf = (name: ts.PropertyName, file: ts.SourceFile): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : ts.isComputedPropertyName(name) ? null : name.getText(file);

/** Every field the source declares in snake_case, as 'line: name'. */
export const snakeCaseFields = (fileName: string, text: string): string[] => {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isPropertySignature(node) || ts.isPropertyDeclaration(node) || ts.isMethodSignature(node) || ts.isGetAccessorDeclaration(node)) && node.name) {
      const name = nameOf(node.name, file);
      if (name !== null && SNAKE_CASE.test(name)) found.push(`${file.getLineAndCharacterOfPosition(node.name.getStart(file)).line + 1}: ${name}`);
    }
    if (ts.isParameter(node) && ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.ReadonlyKeyword || modifier.kind === ts.SyntaxKind.PublicKeyword || modifier.kind === ts.SyntaxKind.PrivateKeyword || modifier.kind === ts.SyntaxKind.ProtectedKeyword) && ts.isIdentifier(node.name) && SNAKE_CASE.test(node.name.text)) {
      found.push(`${file.getLineAndCharacterOfPosition(node.name.getStart(file)).line + 1}: ${node.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

describe('the domain speaks the shop names', () => {
  it('declares no field in snake_case in any file of src/domain', () => {
    const offending = sourceFiles(DOMAIN).flatMap((path) => snakeCaseFields(path, readFileSync(path, 'utf8')).map((field) => `${relative(DOMAIN, path)}:${field}`));
    expect(offending).toEqual([]);
  });

  it('finds a wire name in an interface, a type literal, a class and a constructor field, and nowhere else', () => {
    const probe = [
      'export interface Diamond { readonly id: string; readonly total_sales_price: number }',
      'export type Line = { item_id: number; qty: number };',
      'export class Totals { grand_total = 0; constructor(readonly tax_amount: number, discount: number) {} }',
      "export const LABELS = { pending_payment: 'Pending payment' };",
      "export const readWire = (wire: { price: number }) => wire['price'];",
      "export type Code = 'ring_color' | 'ring_metal';",
    ].join('\n');
    expect(snakeCaseFields('probe.ts', probe)).toEqual(['1: total_sales_price', '2: item_id', '3: grand_total', '3: tax_amount']);
  });
});
