// Unit and API tests: once on in-memory PGlite, then the server suite again on PostgreSQL when
// TEST_DATABASE_URL names a server. Arguments are passed on to Vitest.
import { runOnBothStores } from './vitest-on-both-stores.mjs';

const extra = process.argv.slice(2);
process.exit(
  runOnBothStores(
    { label: 'unit and API tests on PGlite', args: extra, report: 'reports/vitest-pglite.json' },
    {
      label: 'API tests on PostgreSQL',
      args: ['src/server', ...extra],
      report: 'reports/vitest-postgres.json',
    },
  ),
);
