import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    rules: forbid(['client'], 'The server never imports the client.'),
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: forbid(['client', 'server'], 'The contract imports zod only.', [fullZod]),
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
