import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const fullZod = {
  name: 'zod',
  message: "Import 'zod/mini' in the browser's code: full zod alone is 25 KB gzipped of the first load.",
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
      ...forbid(['server'], 'The client never imports the server: share through src/contract.', [fullZod]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbid(['client'], 'The server never imports the client.'),
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: forbid(['client', 'server'], 'The contract imports zod only.', [fullZod]),
  },
);
