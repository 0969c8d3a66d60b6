// One lint config for the whole workspace. The module-boundary rule keeps layers pointing downward:
// domain -> engines -> widgets -> app, with the server beside; universal code imports no framework or Node I/O.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frameworkImports = [
  'react',
  'react-dom',
  'react-dom/*',
  'maplibre-gl',
  'react-map-gl',
  'react-map-gl/*',
  '@deck.gl/*',
  'fastify',
  '@fastify/*',
  'pg',
  '@electric-sql/*',
  'kysely',
  'node:*',
  'fs',
  'path',
  'http',
];

export const depConstraints = [
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:engine', onlyDependOnLibsWithTags: ['type:domain', 'type:engine'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:domain', 'type:engine'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain', 'type:engine', 'type:ui'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:engine', 'type:data-access', 'type:ui'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:domain', 'type:engine'] },
  { sourceTag: 'scope:server', notDependOnLibsWithTags: ['scope:web'] },
  {
    sourceTag: 'platform:universal',
    onlyDependOnLibsWithTags: ['platform:universal'],
    bannedExternalImports: frameworkImports,
  },
  { sourceTag: 'platform:browser', onlyDependOnLibsWithTags: ['platform:universal', 'platform:browser'] },
  { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:universal', 'platform:node'] },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/data/**', 'tools/lint-fixtures/**', 'storybook-static/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Universal code runs in the browser and on the server alike: no Node built-ins (the Nx rule sees only npm packages).
    files: ['libs/domain/**/*.ts', 'libs/playback-engine/**/*.ts', 'libs/demo-fleet/**/*.ts', 'libs/live-store/**/*.ts', 'libs/report-pdf/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testutil.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net', 'child_process', 'os', 'crypto'], message: 'Universal code may not use Node I/O.' }] },
      ],
    },
  },
  {
    // Build and test configuration is tooling, not a module of its project: it may share the repository's settings
    // (source-conditions.ts) by path.
    files: ['**/vite.config.ts', '**/vitest.config.ts', 'vitest.*.config.ts', '.storybook/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // No import circles between modules, in every project (Nx's rule sees circles between projects only). Type-only
    // imports count too: a circle of types still ties the modules' designs together.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ conditionNames: ['@fleet/source', 'types', 'import', 'default'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
