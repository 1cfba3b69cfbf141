import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The dependency rules (layers, UI slices, the mock backend, cycles) live in `.dependency-cruiser.cjs`
 * (`npm run lint:deps`). */
export default tseslint.config(
  { ignores: ['.react-router/**', 'dist/**', 'dist-*/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.mock-data/**'] },
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
    files: ['src/ui/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['scripts/**/*.mjs'], rules: { 'no-control-regex': 'off' } },
);
