import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { noBareInterfaceText } from './scripts/eslint/no-bare-interface-text.js';

const fullZod = {
  name: 'zod',
  message: "Import 'zod/mini' in the browser's code: full zod alone is 25 KB gzipped of the first load.",
};
const routerLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink', 'Navigate'],
  message:
    "React Router is one module in the first bundle, and its Link, NavLink and Navigate bring its framework mode's and data router's code into every page's first load: use Link and NavLink from '#client/components/link.tsx', useNavigate in an effect for Navigate.",
};
// Within src/, a folder reaches another through its alias (package.json "imports"), never through `../`.
const parentPath = {
  regex: '^\\.\\./',
  message: 'Import from another folder through its alias: #server/…, #contract/… or #client/….',
};
const forbid = (rooms, message, paths = []) => ({
  'no-restricted-imports': [
    'error',
    { paths, patterns: [{ regex: `^#(${rooms.join('|')})/`, message }, parentPath] },
  ],
});

// The client's zones, as in bulletproof-react: a feature reaches shared code (components/, hooks/, the
// session/, queries/ read by several features, query-keys, paths, format, api-client…) but never another
// feature, a page or the app's shell; shared code reaches no feature. Pages compose features. Each zone keeps the client's own rules (the blocks replace
// the client block's no-restricted-imports for their files).
const clientRules = [
  { regex: '^#server/', message: 'The client never imports the server: share through src/contract.' },
  parentPath,
];
const clientZone = (regex, message) => ({
  'no-restricted-imports': [
    'error',
    { paths: [fullZod, routerLinks], patterns: [{ regex, message }, ...clientRules] },
  ],
});

// Money is converted, computed and written out by one module per side: src/server/money.ts (cents) and
// src/client/format.ts (the API's dollars). Elsewhere a `/ 100`, a toFixed or an Intl.NumberFormat is a
// second copy of a rule that module owns.
const moneyModules =
  'use src/server/money.ts on the server (cents) or src/client/format.ts in the browser (dollars)';
const oneMoneyModule = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "BinaryExpression[operator='/'][right.type='Literal'][right.value=100]",
      message: `Money is converted in one place: ${moneyModules}.`,
    },
    {
      selector: "CallExpression[callee.property.name='toFixed']",
      message: `Money is written in one place: ${moneyModules}. For other numbers, round with Math.round.`,
    },
    {
      selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
      message: `Money is written in one place: ${moneyModules}.`,
    },
  ],
};

// The server's layers, one way: routes → services → rules, services → repositories → db. A file's layer is
// its name: `*.routes.ts`, `*.service.ts`, `*.repository.ts`, and the pure rules under a module's `rules/`.
const layer = {
  routes: '\\.routes(\\.js)?$',
  services: '\\.service(\\.js)?$',
  repositories: '\\.repository(\\.js)?$',
  db: '^#server/db/',
};
const serverZone = (banned, message, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: [
        { regex: `(${banned.map((name) => layer[name]).join('|')})`, message },
        { regex: '^#client/', message: 'The server never imports the client.' },
        parentPath,
      ],
    },
  ],
});
const drizzle = { name: 'drizzle-orm', message: 'Only repositories touch Drizzle.' };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(['server'], 'The client never imports the server: share through src/contract.', [
        fullZod,
        routerLinks,
      ]),
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/**/*.test.tsx', 'src/client/testing/**'],
    plugins: { interface: { rules: { 'no-bare-text': noBareInterfaceText } } },
    rules: { 'interface/no-bare-text': 'error' },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: clientZone(
      '^#client/(features|pages)/|^#client/(app|main|prerender|router)\\.tsx$',
      "A feature imports no other feature (nor pages or the app's shell; its own files are ./x): move the shared piece to components/, hooks/ or session/, or compose the features in a page.",
    ),
  },
  {
    files: ['src/client/{components,hooks,queries,session}/**/*.{ts,tsx}', 'src/client/*.ts'],
    ignores: ['src/client/*.test.ts'],
    rules: clientZone(
      '^(#client|\\.)/(features|pages)/',
      'Shared client code imports no feature or page: features and pages build on it, not the other way round.',
    ),
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      ...forbid(['client'], 'The server never imports the client.'),
      // Type-only imports are erased and do not count; a value imported in a circle does.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/server/**/*.routes.ts'],
    rules: serverZone(
      ['repositories', 'db'],
      'Routes only speak HTTP and call services: a repository or the database is reached through a service.',
      [drizzle],
    ),
  },
  {
    files: ['src/server/**/*.service.ts'],
    rules: serverZone(['routes'], 'A service never imports routes: routes call services.'),
  },
  {
    files: ['src/server/**/*.repository.ts'],
    rules: serverZone(
      ['routes', 'services'],
      'A repository decides nothing and calls no service or route: services call repositories.',
    ),
  },
  {
    files: ['src/server/**/rules/**/*.ts'],
    ignores: ['src/server/**/rules/**/*.test.ts'],
    rules: serverZone(
      ['routes', 'services', 'repositories', 'db'],
      'Rules are pure functions: no route, service, repository or database (give them the facts they decide on).',
      [drizzle, { name: 'fastify', message: 'Rules are pure functions: no Fastify.' }],
    ),
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: forbid(['client', 'server'], 'The contract imports zod only.', [fullZod]),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/money.ts', 'src/client/format.ts', 'src/**/*.test.{ts,tsx}'],
    rules: oneMoneyModule,
  },
  {
    // Playwright's own `test` has no server: the journeys' `test` gives each worker its own.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/fixtures': it starts each worker's app server.",
            },
          ],
        },
      ],
    },
  },
);
