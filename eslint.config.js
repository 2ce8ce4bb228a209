import js from '@eslint/js';
import tanstackQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', 'functions/lib', 'node_modules', '.cache', 'coverage', 'test-results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@tanstack/query': tanstackQuery,
      'import-x': importX,
    },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
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
            ...['accounts', 'profiles', 'itineraries', 'assistant', 'discovery', 'agents', 'commerce', 'quiz'].map((name) => ({
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
