// ESLint over the whole repository (packages, apps, e2e, bench): typescript-eslint's recommended rules
// everywhere, and for the web app React's rules of hooks and jsx-a11y's accessibility rules.
// Formatting is Prettier's job (.prettierrc.json); import boundaries are dependency-cruiser's
// (.dependency-cruiser.cjs), and which part of the server writes a table is our own rule's (table-owner-writes).
// `npm run lint` runs all three.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import tableOwners from './apps/server/lint/table-owners.cjs';
import tableOwnerWrites from './apps/server/lint/table-owner-writes.js';

export default defineConfig(
  globalIgnores(['**/dist/', '**/build/', '**/coverage/', '**/test-results/', 'apps/server/src/db/migrations/']),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: globals.node },
    rules: {
      // The code names what it leaves unused on purpose with a leading underscore (a parameter kept for
      // its position, a property taken out of a rest spread).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Each table has one writer (docs/architecture.md, "Table owners"); the demo seed, test support and tests set
    // rows up directly.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/test-support/**', '**/*.test.ts'],
    plugins: { clubroom: { rules: { 'table-owner-writes': tableOwnerWrites } } },
    rules: { 'clubroom/table-owner-writes': ['error', { owners: tableOwners }] },
  },
  {
    // These projects share a worker's modules among its files (vitest.config.ts, `isolate: false`): a module mocked in
    // one file would stay mocked in the files after it, passing or failing by the files' order.
    files: [
      'packages/domain/src/**/*.test.ts',
      'apps/web/src/**/*.test.tsx',
      'apps/server/src/**/*.test.ts',
      'e2e/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'This project shares modules between files: stub the boundary (fetch, the app) instead.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // A component's own `role` prop (e.g. <ContractDialog role="parent">) is not an ARIA role; DOM elements are checked.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
);
