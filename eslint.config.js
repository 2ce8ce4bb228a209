import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tanstackQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under src/features is a feature, and so a zone no other feature may import from.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const reexports = (statement) =>
  statement.type === 'ExportAllDeclaration' || (statement.type === 'ExportNamedDeclaration' && statement.source !== null);

// An index file made only of re-exports (a barrel) hides where code lives and defeats tree-shaking.
const noBarrelFiles = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { barrel: 'This module only re-exports; import from the module that defines the code instead.' },
  },
  create(context) {
    return {
      Program(program) {
        const imported = new Set();
        for (const statement of program.body) {
          if (statement.type !== 'ImportDeclaration') continue;
          for (const specifier of statement.specifiers) imported.add(specifier.local.name);
        }
        const passesOn = (statement) =>
          reexports(statement) ||
          (statement.type === 'ExportNamedDeclaration' &&
            statement.declaration === null &&
            statement.specifiers.every((specifier) => imported.has(specifier.local.name)));
        const exportsSomething = program.body.some((statement) => statement.type !== 'ImportDeclaration');
        if (exportsSomething && program.body.every((statement) => statement.type === 'ImportDeclaration' || passesOn(statement))) {
          context.report({ node: program, messageId: 'barrel' });
        }
      },
    };
  },
};

// Type-checked rules run on every TypeScript file (src, functions/src, tests, config files, and the scripts'
// declaration files); the scripts themselves are plain JavaScript (.mjs) and get the untyped rules.
const typeScriptFiles = ['**/*.{ts,tsx,mts}'];

export default tseslint.config(
  {
    ignores: ['dist', 'functions/lib', 'node_modules', '.cache', 'coverage', 'test-results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: typeScriptFiles,
    // All of typescript-eslint's recommended type-checked rules, but for the few turned off below with a reason.
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: {
        // Each file is checked by the tsconfig.json nearest to it (src, functions, tests, scripts); the
        // root config files are not in any of those, so they use the tooling config.
        projectService: { allowDefaultProject: ['*.config.ts'], defaultProject: 'tsconfig.node.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // React Router's navigate returns a promise only to say the navigation settled; the router shows its own errors.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] },
      ],
      // A switch over a union names every member or ends in a deliberate default.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Loaders throw React Router's 404/403 responses to the route's error boundary.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      // Off: an async function with no await is how a fake or a handler meets a Promise-returning contract
      // (it turns a throw into a rejection); the promise rules above catch the mistakes that matter.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/**/__tests__/**', 'tests/**'],
    rules: {
      // Off in tests: asymmetric matchers (expect.any, expect.objectContaining) are typed `any`, and so are
      // the Admin SDK's DocumentData and page.evaluate results the emulator and browser tests assert on.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Off in tests: `expect(api.method).toHaveBeenCalled()` reads a mocked method unbound by design.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { 'import-x': importX, local: { rules: { 'no-barrel-files': noBarrelFiles } } },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'functions/tsconfig.json'], noWarnOnMultipleProjects: true }),
        createNodeResolver(),
      ],
    },
    rules: {
      // Type-only imports do not count: they vanish at build time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/index.{ts,tsx}', 'functions/src/**/index.ts'],
    rules: { 'local/no-barrel-files': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@tanstack/query': tanstackQuery,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...tanstackQuery.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Only the Firebase service layer talks to the Firebase SDK.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(firebase|@firebase/[^/]+)(/.*)?$',
              message: 'Import Firebase only inside src/services/firebase/; call its verbs instead.',
            },
          ],
        },
      ],
      // shared -> features -> app; no feature imports another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features', from: './src/app' },
            { target: ['./src/components', './src/lib', './src/stores', './src/config', './src/services'], from: ['./src/features', './src/app'] },
            // The domain (entity types, zod schemas, pure model code) sits below every layer that uses it.
            {
              target: './src/domain',
              from: ['./src/features', './src/services', './src/stores', './src/components', './src/app'],
            },
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/services/firebase/**/*.ts', 'src/testing/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/__tests__/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.{ts,mjs}', '*.config.{js,ts}', 'functions/src/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
