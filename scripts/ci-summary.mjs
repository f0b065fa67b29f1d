// Adds up the JSON reports of Vitest and Playwright into CI's closing line 'N passed, N failed'.
// Arguments: failed steps before the tests (lint, typecheck), then the exit codes of the unit and browser runs.
import { existsSync, readFileSync } from 'node:fs';

const [stepFailures = '0', unitExit = '0', e2eExit = '0'] = process.argv.slice(2);
let passed = 0;
let failed = Number(stepFailures);
let skipped = 0;

let unitFailed = 0;
for (const file of ['reports/vitest-pglite.json', 'reports/vitest-postgres.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  unitFailed += report.numFailedTests;
  // A file that failed to load has no tests of its own to count.
  unitFailed += report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  skipped += report.numPendingTests + report.numTodoTests;
}
if (unitExit !== '0' && unitFailed === 0) unitFailed = 1;

let e2eFailed = 0;
if (existsSync('reports/playwright.json')) {
  const stats = JSON.parse(readFileSync('reports/playwright.json', 'utf8')).stats;
  passed += stats.expected + stats.flaky;
  e2eFailed += stats.unexpected;
  skipped += stats.skipped;
}
if (e2eExit !== '0' && e2eFailed === 0) e2eFailed = 1;

failed += unitFailed + e2eFailed;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
