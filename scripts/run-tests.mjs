// `npm test`: every check, arranged so that the 2-CPU machine is kept busy without the suites getting in
// each other's way (docs/decisions/parallel-test-suites.md):
//   0. the interface's catalogues: every language has every message (scripts/i18n-catalogues.mjs check);
//   1. lint (ESLint, Prettier's check and knip's search for unused code), the type checks and the production build the browser tests run,
//      side by side;
//   2. the unit and API tests on PGlite;
//   3. the browser tests, on the build of step 1;
//   4. the API tests again on PostgreSQL when TEST_DATABASE_URL names a server. It once ran beside the
//      browser tests at nice 10, but PostgreSQL's server processes are not niced, and the browser journeys
//      timed out. Its output is printed in one block when it ends.
// Every step runs even when an earlier one failed. The exit code is non-zero when any step failed, and
// reports/test-steps.json keeps each step's exit code and duration (CI's summary reads it).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const steps = [];

/** The process and everything it started (workers, servers, browsers), children first found by `pgrep -P`. */
function processTree(pid) {
  const children = (spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout ?? '')
    .split('\n')
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

function stopTree(pid) {
  for (const each of processTree(pid)) {
    try {
      process.kill(each, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/**
 * Runs `command`; its output is printed as it comes (`live`) or in one block when it ends. A step still
 * running after `minutes` (several times its usual length) is stopped and fails, so a hung test ends as a
 * failure with its output rather than as a CI run that never reports.
 */
function run(name, command, args, { env = {}, live = false, minutes = 15 } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let timedOut = false;
    const limit = setTimeout(() => {
      timedOut = true;
      console.log(`\n--- ${name}: still running after ${minutes} min: stopped`);
      stopTree(child.pid);
    }, minutes * 60_000);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (exitCode) => {
      clearTimeout(limit);
      const code = timedOut ? 124 : exitCode;
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!live) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
      const outcome = timedOut ? `failed (stopped after ${minutes} min)` : `failed (exit code ${code})`;
      console.log(`--- ${name}: ${code === 0 ? 'passed' : outcome} in ${seconds} s`);
      steps.push({ name, code, seconds });
      resolve(code);
    };
    child.on('error', () => finish(1));
    child.on('close', (code) => finish(code ?? 1));
  });
}

const started = Date.now();
const postgres = process.env.TEST_DATABASE_URL;

// Every shipped language has every message of the code, with the source's placeholders. First and alone: it
// extracts the catalogues again, and the build reads them.
await run('catalogues', 'npm', ['run', 'i18n:check']);
await Promise.all([
  // `npm run lint`'s three parts apart: the type checks end well before ESLint, and Prettier and knip take the
  // CPU left.
  run('lint', 'npx', ['eslint', '.']),
  run('format check', 'npx', ['prettier', '--check', '.']),
  run('unused code', 'npx', ['knip', '--no-progress']),
  run('typecheck', 'npm', ['run', 'typecheck']),
  run('build', 'npm', ['run', 'build'], { env: { NODE_ENV: 'production' } }),
]);
await run('unit and API tests on PGlite', 'npx', ['vitest', 'run'], {
  env: { TEST_DATABASE_URL: '', VITEST_JSON: 'reports/vitest-pglite.json' },
  live: true,
  minutes: 30,
});
await run('browser tests', 'npx', ['playwright', 'test'], { live: true, minutes: 45 });
// After the browser tests, not beside them: PostgreSQL's own processes do its work at full priority whatever
// the pass's nice, and beside the browsers they pushed long journeys past their time limits.
if (postgres) {
  await run('API tests on PostgreSQL', 'npx', ['vitest', 'run', 'src/server'], {
    env: { VITEST_JSON: 'reports/vitest-postgres.json' },
    minutes: 30,
  });
}

const minutes = (Date.now() - started) / 60_000;
console.log(
  `\nnpm test: ${steps.filter((s) => s.code !== 0).length} of ${steps.length} steps failed, ${minutes.toFixed(1)} min`,
);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/test-steps.json', JSON.stringify(steps, null, 2));
process.exit(steps.some((s) => s.code !== 0) ? 1 : 0);
