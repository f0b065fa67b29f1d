// Runs Vitest once on in-memory PGlite, then again on PostgreSQL when TEST_DATABASE_URL names a server (each
// test file makes and drops its own database), each pass with its own JSON report. Answers the worse exit code.
import { spawnSync } from 'node:child_process';

/**
 * @param {{ label: string, args: string[], report: string }} pglite
 * @param {{ label: string, args: string[], report: string }} postgres
 * @param {Record<string, string>} [env] added to both passes' environment
 */
export function runOnBothStores(pglite, postgres, env = {}) {
  const run = ({ label, args, report }, databaseUrl) => {
    console.log(`\n=== ${label} ===`);
    const result = spawnSync('npx', ['vitest', 'run', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env, TEST_DATABASE_URL: databaseUrl, VITEST_JSON: report },
    });
    return result.status ?? 1;
  };
  const status = run(pglite, '');
  const databaseUrl = process.env.TEST_DATABASE_URL;
  return databaseUrl ? run(postgres, databaseUrl) || status : status;
}
