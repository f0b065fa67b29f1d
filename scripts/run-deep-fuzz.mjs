// `npm run test:fuzz`: the fuzz suite with 200 cases per API operation (FUZZ_RUNS overrides), on in-memory
// PGlite and again on PostgreSQL when TEST_DATABASE_URL names a server. `npm test` runs the same suite with 50
// cases per operation; `.ci/run` runs this after it (docs/decisions/parallel-test-suites.md).
// Writes reports/vitest-fuzz-pglite.json and reports/vitest-fuzz-postgres.json for CI's summary.
import { runOnBothStores } from './vitest-on-both-stores.mjs';

const runs = process.env.FUZZ_RUNS || '200';
const suite = ['src/server/fuzz.test.ts'];
process.exit(
  runOnBothStores(
    {
      label: `the fuzz suite, ${runs} cases per operation, on PGlite`,
      args: suite,
      report: 'reports/vitest-fuzz-pglite.json',
    },
    {
      label: `the fuzz suite, ${runs} cases per operation, on PostgreSQL`,
      args: suite,
      report: 'reports/vitest-fuzz-postgres.json',
    },
    { FUZZ_RUNS: runs },
  ),
);
