// Adds up the JSON reports of Vitest and Playwright into CI's closing line 'N passed, N failed'.
// Reads the exit codes of `npm test`'s steps from reports/test-steps.json (scripts/run-tests.mjs); the
// arguments are the exit codes of the heavy (fault, load and production) run and of the 200-case fuzz run.
import { existsSync, readFileSync } from 'node:fs';

const [heavyExit = '0', fuzzExit = '0'] = process.argv.slice(2);
const steps = existsSync('reports/test-steps.json')
  ? JSON.parse(readFileSync('reports/test-steps.json', 'utf8'))
  : [];
const exitOf = (...names) => {
  const ran = steps.filter((step) => names.includes(step.name));
  // A step that never reported (npm test itself failed to start) counts as failed.
  return ran.length === names.length ? String(Math.max(...ran.map((step) => step.code))) : '1';
};
const stepFailures = ['catalogues', 'lint', 'format check', 'unused code', 'typecheck', 'build'].filter(
  (name) => exitOf(name) !== '0',
).length;
const unitNames = steps.some((step) => step.name === 'API tests on PostgreSQL')
  ? ['unit and API tests on PGlite', 'API tests on PostgreSQL']
  : ['unit and API tests on PGlite'];
const unitExit = exitOf(...unitNames);
const e2eExit = exitOf('browser tests');
let passed = 0;
let failed = stepFailures;
let skipped = 0;
// CI keeps only the tail of its log: the failed tests are named again just above the closing line.
const failedNames = [];

function countVitest(files, exitCode) {
  let runFailed = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    runFailed += report.numFailedTests;
    for (const result of report.testResults) {
      // A file that failed to load has no tests of its own to count.
      if (result.status === 'failed' && result.assertionResults.length === 0) {
        runFailed += 1;
        failedNames.push(`${file}: ${result.name}: did not load`);
      }
      for (const test of result.assertionResults.filter((each) => each.status === 'failed')) {
        failedNames.push(`${file}: ${result.name}: ${test.fullName}`);
      }
    }
    skipped += report.numPendingTests + report.numTodoTests;
  }
  return exitCode !== '0' && runFailed === 0 ? 1 : runFailed;
}
const unitFailed = countVitest(['reports/vitest-pglite.json', 'reports/vitest-postgres.json'], unitExit);
const heavyFailed = countVitest(['reports/vitest-heavy.json'], heavyExit);
const fuzzFailed = countVitest(
  ['reports/vitest-fuzz-pglite.json', 'reports/vitest-fuzz-postgres.json'],
  fuzzExit,
);

let e2eFailed = 0;
if (existsSync('reports/playwright.json')) {
  const report = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
  const stats = report.stats;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          failedNames.push(`browser: ${[...titles, spec.title].join(' > ')} [${test.projectName}]`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  passed += stats.expected + stats.flaky;
  e2eFailed += stats.unexpected;
  skipped += stats.skipped;
}
if (e2eExit !== '0' && e2eFailed === 0) e2eFailed = 1;

failed += unitFailed + e2eFailed + heavyFailed + fuzzFailed;
for (const step of steps.filter((each) => each.code !== 0)) {
  console.log(`step failed: ${step.name} (exit code ${step.code}, ${step.seconds} s)`);
}
if (heavyExit !== '0') console.log(`step failed: heavy tests (exit code ${heavyExit})`);
if (fuzzExit !== '0') console.log(`step failed: fuzz tests (exit code ${fuzzExit})`);
for (const name of failedNames) console.log(`failed: ${name}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
