// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import srcBoundaries from './eslint/src-boundaries.js';
import serverBoundaries from './eslint/server-boundaries.js';

const uiLibraries = [
  'react',
  'react-dom',
  'react-router-dom',
  '@mantine/*',
  '@tabler/*',
  '@lingui/*',
  'ofetch',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      // Stryker's sandbox copy of the project while `npm run test:mutation` runs.
      '.stryker-tmp/**',
      'src/i18n/locales/**',
      'server/db/migrations/**',
      'postcss.config.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // import-x reads the files an import leads to (no-cycle follows them), so it must parse TypeScript and
    // resolve the package.json aliases.
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': {
        typescript: { project: ['tsconfig.json', 'tsconfig.server.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // No import cycles, type-only ones included (scripts/import-graph.ts counts those too).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The architecture's boundaries (docs/architecture.md §3), said in lint so they cannot drift.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './machines', from: './src', message: 'machines/ is pure: it may not import src/.' },
            { target: './machines', from: './server', message: 'machines/ may not import server/.' },
            { target: './server', from: './src', message: 'server/ never imports src/.' },
            { target: './server', from: './machines', message: 'server/ never imports machines/.' },
            {
              target: './core',
              from: './src',
              message: 'core/ is the pure bottom layer: it imports no src/.',
            },
            {
              target: './core',
              from: './server',
              message: 'core/ is the pure bottom layer: it imports no server/.',
            },
            {
              target: './core',
              from: './machines',
              message: 'core/ is the pure bottom layer: it imports no machines/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'inspector/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The SPA sees the server only through the contract in core/, never the server's code.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '**/server/**'],
              message: 'src/ never imports server/: the API contract lives in core/contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'inspector/**/*.{ts,tsx}'],
    rules: {
      // The API says why it refused with a code (core/refusals.ts); the SPA never reads its sentences.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/\\s/]',
          message: 'Compare refusal codes, never a message sentence.',
        },
        {
          selector: 'SwitchCase > Literal[value=/\\s/]',
          message: 'Compare refusal codes, never a message sentence.',
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: uiLibraries, message: 'machines/ is pure: no React, DOM libraries or fetch.' }],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'machines/ gets its effects as injected actors.' },
        { name: 'document', message: 'machines/ gets its effects as injected actors.' },
        { name: 'window', message: 'machines/ gets its effects as injected actors.' },
        { name: 'localStorage', message: 'machines/ gets its effects as injected actors.' },
      ],
    },
  },
  {
    // Tools that load their config with require (lhci) get CommonJS, and CommonJS imports by require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      // Only server/config.ts reads the environment (architecture.md §2).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from server/config.ts.' },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'core/**/*.ts'],
    ignores: ['server/clock.ts', 'server/**/*-cli.ts', 'server/main.ts'],
    rules: {
      // The game runs on the server's one clock (server/clock.ts), which tests and demos can move.
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Ask the clock (fastify.clock / an injected Clock), not the system time.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Ask the clock (fastify.clock / an injected Clock), not the system time.',
        },
      ],
    },
  },
  {
    files: ['server/config.ts', 'server/main.ts', 'server/**/*-cli.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  ...srcBoundaries,
  ...serverBoundaries,
);
