import { defineConfig } from 'vitest/config';

// Tests that start real server processes, PostgreSQL databases and nginx: `npm run test:heavy`.
export default defineConfig({
  test: {
    include: [
      'tests/faults/**/*.test.ts',
      'tests/production/**/*.test.ts',
      'tests/load/**/*.test.ts',
      'tests/attacks/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    // One file at a time: they build the app once and each starts several server processes.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
  },
});
