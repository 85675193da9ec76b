import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      '.tmp*',
      'data',
      'node_modules',
      'drizzle',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web features do not import each other: what two features share lives in stores/, components/ or lib/
  // so one feature can change without breaking another. Zones come from the folder, so a new feature is covered.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...readdirSync('src/web/features').map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'Move what both features need into src/web/stores, components or lib.',
            })),
            // Admin areas likewise: each imports only itself and the shell (layout, tables, the dashboard).
            ...readdirSync('src/web/features/admin', { withFileTypes: true })
              .filter((entry) => entry.isDirectory() && entry.name !== 'shell')
              .map(({ name }) => ({
                target: `./src/web/features/admin/${name}`,
                from: './src/web/features/admin',
                except: [`./${name}`, './shell'],
                message: 'Move what two admin areas need into features/admin/shell.',
              })),
            // One way down (decision 079): app composes features, features use stores, components and lib.
            {
              target: './src/web/features',
              from: './src/web/app',
              message:
                'app/ only composes; move what a feature needs into src/web/stores, components or lib.',
            },
            {
              target: ['./src/web/components', './src/web/lib', './src/web/stores'],
              from: ['./src/web/features', './src/web/app'],
              message: 'Shared code cannot depend on a feature or on app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules and domain code form a layered graph (decision 030): a flow such as checkout calls the
    // modules below it, and none of them imports back up, so an import cycle is an error.
    files: ['src/server/**/*.{ts,tsx}', 'src/domain/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
