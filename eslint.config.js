// ESLint: typescript-eslint plus import rules that enforce the dependency directions of ARCHITECTURE.md §2.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * `no-restricted-imports` patterns that keep a folder from importing the named top-level folders. Imports are
 * relative, so a top-level folder is reached through `../` only: `^(../)+api/` is the server's api/, while the web
 * app's own `./api` or `../../app/api` is not.
 */
const forbid = (...folders) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: folders.map((folder) =>
        folder === 'commands-but-ports'
          ? {
              regex: '^(\\.\\./)+commands/(?!ports$)',
              message: 'Only commands/ports may be imported from commands/ here (see ARCHITECTURE.md §2).',
            }
          : {
              regex: `^(\\.\\./)+${folder}(/|$)`,
              message: `This folder may not import ${folder}/ (see ARCHITECTURE.md §2).`,
            },
      ),
    },
  ],
});

/** What the web app may not import: server code, the admin app, realtime/ other than its types. */
const webPatterns = [
  ...['commands', 'projections', 'infra', 'api', 'admin'].map((folder) => ({
    regex: `^(\\.\\./)+${folder}(/|$)`,
    message: `The web app may not import ${folder}/ (see ARCHITECTURE.md §2).`,
  })),
  {
    regex: '^(\\.\\./)+realtime(/|$)',
    allowTypeImports: true,
    message: 'The web apps may import realtime/ only as types (see ARCHITECTURE.md §2).',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'web/dist/**', 'admin/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['domain/**'], rules: forbid('commands', 'projections', 'infra', 'api', 'realtime', 'web', 'admin') },
  { files: ['commands/**'], rules: forbid('projections', 'infra', 'api', 'realtime', 'web', 'admin') },
  { files: ['projections/**'], rules: forbid('commands-but-ports', 'infra', 'api', 'realtime', 'web', 'admin') },
  { files: ['infra/**'], rules: forbid('commands-but-ports', 'projections', 'api', 'realtime', 'web', 'admin') },
  // The REST and socket edges are siblings: neither imports the other (the composition root wires what both need).
  { files: ['api/**'], rules: forbid('infra', 'realtime', 'web', 'admin') },
  { files: ['realtime/**'], rules: forbid('infra', 'api', 'web', 'admin') },
  { files: ['tests/**', 'bench/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['web/**', 'admin/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The apps import server code only as types: domain/ schemas and types, and realtime/contract's payloads.
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...['commands', 'projections', 'infra', 'api'].map((folder) => ({
              regex: `^(\\.\\./)+${folder}(/|$)`,
              message: `The web apps may not import ${folder}/ (see ARCHITECTURE.md §2).`,
            })),
            {
              regex: '^(\\.\\./)+realtime(/|$)',
              allowTypeImports: true,
              message: 'The web apps may import realtime/ only as types (see ARCHITECTURE.md §2).',
            },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The web app never imports the admin app, so the player's and host's bundles never hold admin code.
    files: ['web/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: webPatterns }] },
  },
  // A web feature never imports another feature: what several use lives in web/src/shared. A file n folders deep
  // inside its feature leaves the feature with n + 1 `../`; one more step into a sibling folder is another feature.
  ...[1, 2, 3].map((depth) => ({
    files: [`web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webPatterns,
            {
              regex: `^${'\\.\\./'.repeat(depth)}(?!\\.)`,
              message: 'A web feature may not import another feature; share through web/src/shared (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  })),
  {
    // The admin app imports the web app's shared pieces (web/src/shared), domain/ types and realtime/contract
    // types; nothing else outside admin/.
    files: ['admin/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(commands|projections|infra|api|scripts|bench|tests|data)(/|$)',
              message: 'The admin app may not import server code (see ARCHITECTURE.md §2).',
            },
            {
              regex: '^(\\.\\./)+(server|config)(\\.ts)?$',
              message: 'The admin app may not import server code (see ARCHITECTURE.md §2).',
            },
            {
              regex: '^(\\.\\./)+web/(?!src/shared/)',
              message: 'The admin app may import only web/src/shared from the web app (see ARCHITECTURE.md §2).',
            },
            {
              regex: '^(\\.\\./)+domain(/|$)',
              allowTypeImports: true,
              message: 'The admin app may import domain/ only as types (see ARCHITECTURE.md §2).',
            },
            {
              regex: '^(\\.\\./)+realtime/(?!contract$)',
              message: 'The admin app may import only realtime/contract, as types (see ARCHITECTURE.md §2).',
            },
            {
              regex: '^(\\.\\./)+realtime/contract$',
              allowTypeImports: true,
              message: 'The admin app may import realtime/contract only as types (see ARCHITECTURE.md §2).',
            },
          ],
        },
      ],
    },
  },
);
