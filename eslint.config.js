import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundariesConfig } from './eslint.boundaries.js';

/** An import that climbs two folders or more: `../../x`, `../../../x`. */
const climbsTwo = /^\.\.\/\.\.(\/|$)/;
const climbsTwoMessage =
  'Climbs two folders or more: name the folder by its alias (#src/…, #rules/…, #openapi/…, #machines/…).';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      '.tmp',
      '.data',
      'test-results',
      'playwright-report',
      '**/*.gen.ts',
      'docs/machines/**',
    ],
  },
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
  {
    // Nothing climbs more than one folder: past `../`, an import names its folder by alias
    // (#src/ui/…, #rules/…: package.json "imports", decision 0044). Static imports and
    // `export … from` by no-restricted-imports, import() (lazy, or in a type) by its syntax.
    files: ['**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: climbsTwo.source, message: climbsTwoMessage }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `:matches(ImportExpression, TSImportType) Literal[value=${climbsTwo}]`, message: climbsTwoMessage },
      ],
    },
  },
  {
    // No import circle anywhere: a module that reaches itself back through its imports
    // (a type-only import excepted: it leaves nothing at run time). The lazy slots of
    // src/app/actors showed why: each side half-built while the other ran.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'tsconfig.json' }),
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages cannot import us back: the rule never follows an import into them.
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
