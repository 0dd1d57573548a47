import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesConfig } from './eslint.boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', '.tmp', '.data', 'test-results', 'playwright-report', '**/*.gen.ts', 'docs/machines/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Where React code lives. The hooks rules analyse every function as a component would be:
    // on the server, the tests and the machines they were most of the lint's time and found nothing.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundariesConfig,
);
