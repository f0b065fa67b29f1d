// `npm run test:fuzz`: the fuzz suite with 200 cases per API operation (FUZZ_RUNS overrides), on in-memory
// PGlite and again on PostgreSQL when TEST_DATABASE_URL names a server. `npm test` runs the same suite with 50
// cases per operation; `.ci/run` runs this after it (docs/decisions/parallel-test-suites.md).
// Writes reports/vitest-fuzz-pglite.json and reports/vitest-fuzz-postgres.json for CI's summary.
import { spawnSync } from 'node:child_process';

const runs = process.env.FUZZ_RUNS || '200';
const pass = (label, report, databaseUrl) => {
  console.log(`\n=== the fuzz suite, ${runs} cases per operation, on ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', 'src/server/fuzz.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: runs, TEST_DATABASE_URL: databaseUrl, VITEST_JSON: report },
  });
  return result.status ?? 1;
};

let status = pass('PGlite', 'reports/vitest-fuzz-pglite.json', '');
if (process.env.TEST_DATABASE_URL) {
  status = pass('PostgreSQL', 'reports/vitest-fuzz-postgres.json', process.env.TEST_DATABASE_URL) || status;
}
process.exit(status);
