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
 * configured for the storefront's server (`RECOMMENDATION_PASSWORD` in `.env`, read at run time) and the mock
 * service's default (`DEFAULT_RECOMMENDATION_AUTH`, its configuration) appear in no code of `src/` or `mock-server/`
 * (tests, which sign in to the mock, aside; comments, which document the default, aside), only in configuration
 * files. That no build serves them to the browser is checked on a build of its own
 * (`browser-bundle-credentials.test.ts`).
 */
const CONFIGURATION_FILES = new Set(['mock-server/app/resolve-config.ts']);

const serverEnv = loadEnv('production', ROOT, 'RECOMMENDATION_');
const configuredPasswords = [serverEnv.RECOMMENDATION_PASSWORD, DEFAULT_RECOMMENDATION_AUTH.password].filter((value): value is string => typeof value === 'string' && value.length >= 6);

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

  it("are configured for the storefront's server only: `.env` gives no secret a name the build compiles in (VITE_*)", () => {
    const names = readFileSync(join(ROOT, '.env'), 'utf8')
      .split('\n')
      .map((line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(names).toEqual(expect.arrayContaining(['RECOMMENDATION_USERNAME', 'RECOMMENDATION_PASSWORD']));
    expect(names.filter((name) => name.startsWith('VITE_') && /USER|PASS|SECRET|TOKEN|KEY/.test(name))).toEqual([]);
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
});
