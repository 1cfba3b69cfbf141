import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RECOMMENDATION_AUTH } from '../mock-server/app/resolve-config';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The recommendation service's credentials come from configuration, never from source code: the password
 * configured for the storefront's build (`VITE_RECOMMENDATION_PASSWORD` in `.env`) and the mock service's default
 * (`DEFAULT_RECOMMENDATION_AUTH`, its configuration) appear in no code of `src/` or `mock-server/` (tests, which
 * sign in to the mock, aside; comments, which document the default, aside), only in configuration files. The built
 * bundle, when there is one, holds a password only if the build's configuration gave it one: today's storefront
 * sends the credentials from the browser (docs/security.md says what production must do instead).
 */
const CONFIGURATION_FILES = new Set(['mock-server/app/resolve-config.ts']);

const buildEnv = loadEnv('production', ROOT, 'VITE_RECOMMENDATION_');
const configuredPasswords = [buildEnv.VITE_RECOMMENDATION_PASSWORD, DEFAULT_RECOMMENDATION_AUTH.password].filter((value): value is string => typeof value === 'string' && value.length >= 6);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const isTest = (path: string): boolean => /\.test\.tsx?$/.test(path) || /(^|\/)test\//.test(path);

/** The code of a source file without its comments: every token the TypeScript parser reads (comments are trivia,
 * doc comments are skipped). */
function codeOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!/\.(?:tsx?|mjs|js)$/.test(path)) return text;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const tokens: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJSDoc(node)) return;
    const children = node.getChildren(source);
    if (children.length === 0) tokens.push(node.getText(source));
    else children.forEach(visit);
  };
  visit(source);
  return tokens.join(' ');
}

describe('the recommendation credentials', () => {
  it('are configured (the check below looks for real values)', () => {
    expect(configuredPasswords.length).toBeGreaterThan(0);
  });

  it('appear in no source code of the storefront or the mock backend, only in configuration', () => {
    const sources = [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'mock-server'))]
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((path) => !isTest(path) && !CONFIGURATION_FILES.has(path) && /\.(?:tsx?|mjs|js|json|html|css|svg)$/.test(path));
    expect(sources.length).toBeGreaterThan(100);
    const mentioning = sources.filter((path) => configuredPasswords.some((password) => readFileSync(join(ROOT, path), 'utf8').includes(password)));
    const holding = mentioning.filter((path) => configuredPasswords.some((password) => codeOf(join(ROOT, path)).includes(password)));
    expect(holding).toEqual([]);
  });

  it('are in the built bundle only if the build was configured with them', () => {
    const bundle = filesUnder(join(ROOT, 'dist')).filter((path) => /\.(?:js|html|css|map)$/.test(path));
    const configuredForBuild = new Set([buildEnv.VITE_RECOMMENDATION_PASSWORD, process.env.VITE_RECOMMENDATION_PASSWORD].filter(Boolean));
    const unconfigured = bundle.flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return configuredPasswords.filter((password) => text.includes(password) && !configuredForBuild.has(password)).map((password) => `${relative(ROOT, path)}: ${password.slice(0, 2)}…`);
    });
    expect(unconfigured).toEqual([]);
  });
});
