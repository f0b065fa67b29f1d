// Unit and API tests: once on in-memory PGlite, then the server suite again on PostgreSQL
// when TEST_DATABASE_URL names a server (each test file makes and drops its own database).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const run = (label, args, env) => {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...args, ...extra], { stdio: 'inherit', env });
  return result.status ?? 1;
};

const pgliteEnv = { ...process.env, TEST_DATABASE_URL: '', VITEST_JSON: 'reports/vitest-pglite.json' };
let status = run('unit and API tests on PGlite', [], pgliteEnv);
if (process.env.TEST_DATABASE_URL) {
  const pgEnv = { ...process.env, VITEST_JSON: 'reports/vitest-postgres.json' };
  status = run('API tests on PostgreSQL', ['src/server'], pgEnv) || status;
}
process.exit(status);
