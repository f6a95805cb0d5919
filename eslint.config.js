import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The folders under `dir`: the features and modules are read from the tree, never listed by hand. */
function foldersOf(dir) {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** A feature never imports another feature: they share through shared/ or the contract. */
function featureZones(app) {
  return foldersOf(`./apps/${app}/src/features`).map((feature) => ({
    target: `./apps/${app}/src/features/${feature}`,
    from: `./apps/${app}/src/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other; share through shared/ or @kabuto/contract.',
  }));
}

/**
 * A server module reaches another module only through its index.ts (what it chose to export), or,
 * from tests, through its testing.ts. ledger/, market-data/, realtime/, platform/ and db/ are
 * below the modules and import none.
 */
const serverModules = foldersOf('./apps/server/src/modules');
const moduleZones = serverModules.map((module) => ({
  target: `./apps/server/src/modules/${module}`,
  from: './apps/server/src/modules',
  except: [
    `./${module}`,
    ...serverModules.filter((other) => other !== module).flatMap((other) => [`./${other}/index.ts`, `./${other}/testing.ts`]),
  ],
  message: 'A module reaches another module only through its index.ts (tests: its testing.ts).',
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/generated/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // scripts/ belongs to no workspace: its TypeScript (the draw and liabilities verifiers) is
        // read with the settings of packages/lottery; the packages' tsconfigs type-check them
        // (packages/lottery scripts/verify-draw.ts, packages/liabilities scripts/verify-liabilities.ts).
        projectService: {
          allowDefaultProject: ['scripts/*.ts'],
          defaultProject: 'packages/lottery/tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // Without these, import-x cannot read a TypeScript file's imports: no-cycle then found no
      // cycle at all (funding <-> fx went unnoticed).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      // Money and prices never pass through binary floats (packages/money does the arithmetic).
      'no-restricted-globals': ['error', { name: 'parseFloat', message: 'Use @kabuto/money for amounts.' }],
      'no-restricted-properties': [
        'error',
        { object: 'Number', property: 'parseFloat', message: 'Use @kabuto/money for amounts.' },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through apps/server/src/config.ts only.',
        },
      ],
    },
  },
  { files: ['apps/server/src/config.ts'], rules: { 'no-restricted-syntax': 'off' } },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('web'),
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared/ is below features and app.',
            },
            {
              target: './apps/web/src',
              from: './apps/server',
              message: 'No app imports another app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/console/src', from: './apps/web', message: 'No app imports another app.' },
            { target: './apps/console/src', from: './apps/server', message: 'No app imports another app.' },
            ...featureZones('console'),
            {
              target: './apps/console/src/shared',
              from: ['./apps/console/src/features', './apps/console/src/app'],
              message: 'shared/ is below features and app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server/src', from: './apps/web', message: 'No app imports another app.' },
            {
              target: [
                './apps/server/src/platform',
                './apps/server/src/db',
                './apps/server/src/ledger',
                './apps/server/src/market-data',
                './apps/server/src/realtime',
              ],
              from: './apps/server/src/modules',
              message: 'platform/, db/, ledger/, market-data/ and realtime/ are below the modules.',
            },
            ...moduleZones,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages', from: './apps', message: 'Packages are below the apps.' }] },
      ],
    },
  },
  {
    // antd-mobile's imperative overlays need the React 19 render hook and close with their screen:
    // the customer app reaches them through shared/ui/overlays.ts only (docs/adr/0022).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/ui/overlays.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd-mobile',
              importNames: ['Dialog', 'Toast', 'Modal', 'ImageViewer', 'unstableSetRender'],
              message: 'Import the overlays from shared/ui/overlays.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The apps bundle @kabuto/app-kit: only its test entries (locale-parity.ts, testing.ts) may
    // load the runner.
    files: ['packages/app-kit/src/**/*.ts'],
    ignores: [
      'packages/app-kit/src/**/*.test.ts',
      'packages/app-kit/src/locale-parity.ts',
      'packages/app-kit/src/testing.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: ['vitest'] }] },
  },
  {
    // Plain JavaScript and the root-level tool configs (which belong to no workspace's tsconfig)
    // get the syntactic rules only; `tsc -p e2e` type-checks playwright.config.ts.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs', 'playwright.config.ts', 'vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
