import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The hexagonal layer rule: dependencies point inward only (ui → application → domain,
 * infrastructure → application/domain, composition → everything). A forbidden import fails `npm test`. */
const layer = (name) => ({ regex: `(^|/)(src/)?${name}(/|$)`, message: `This layer must not depend on ${name}.` });
const pkg = (regex, what) => ({ regex, message: `This layer must not depend on ${what}.` });
const REACT = pkg('^(react|react-dom|react-router|react-router-dom|@mantine/.*|@tabler/.*)(/.*)?$', 'React or UI libraries');
const RXJS = pkg('^rxjs(/.*)?$', 'rxjs');
const INVERSIFY = pkg('^(inversify|@inversifyjs/.*)(/.*)?$', 'the DI container');
const NODE = pkg('^node:', 'Node built-ins');

export const LAYER_RULES = {
  'src/domain/**': [RXJS, REACT, INVERSIFY, NODE, layer('application'), layer('infrastructure'), layer('ui'), layer('composition')],
  'src/application/**': [REACT, NODE, layer('infrastructure'), layer('ui'), layer('composition')],
  'src/infrastructure/**': [REACT, layer('ui'), layer('composition')],
  'src/ui/**': [NODE, layer('infrastructure'), layer('composition')],
};

/** Tests of use cases and views run against in-memory adapters (views through the real container), and nothing
 * else of the outer layers. */
const IN_MEMORY_ONLY = { regex: '(^|/)infrastructure/(?!in-memory/)', message: 'Tests of this layer may use in-memory adapters only.' };
const TEST_FILES = {
  application: ['src/application/**/*.test.ts'],
  ui: ['src/ui/**/*.test.{ts,tsx}', 'src/ui/test/**'],
};
const TEST_RULES = {
  application: [REACT, NODE, IN_MEMORY_ONLY, layer('ui'), layer('composition')],
  ui: [NODE, IN_MEMORY_ONLY],
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.mock-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...Object.entries(LAYER_RULES).map(([glob, patterns]) => ({
    files: [glob],
    ignores: TEST_FILES[glob.split('/')[1]] ?? [],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  ...Object.entries(TEST_FILES).map(([name, files]) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns: TEST_RULES[name] }] } })),
  { files: ['scripts/**/*.mjs'], rules: { 'no-control-regex': 'off' } },
);
