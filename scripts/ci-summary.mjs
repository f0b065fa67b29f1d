// Adds up the JSON reports of Vitest and Playwright into CI's closing line 'N passed, N failed'.
// Arguments: failed steps before the tests (lint, typecheck), then the exit codes of the unit, browser and
// heavy (fault and production) runs.
import { existsSync, readFileSync } from 'node:fs';

const [stepFailures = '0', unitExit = '0', e2eExit = '0', heavyExit = '0'] = process.argv.slice(2);
let passed = 0;
let failed = Number(stepFailures);
let skipped = 0;

function countVitest(files, exitCode) {
  let runFailed = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    runFailed += report.numFailedTests;
    // A file that failed to load has no tests of its own to count.
    runFailed += report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  return exitCode !== '0' && runFailed === 0 ? 1 : runFailed;
}
const unitFailed = countVitest(['reports/vitest-pglite.json', 'reports/vitest-postgres.json'], unitExit);
const heavyFailed = countVitest(['reports/vitest-heavy.json'], heavyExit);

let e2eFailed = 0;
if (existsSync('reports/playwright.json')) {
  const stats = JSON.parse(readFileSync('reports/playwright.json', 'utf8')).stats;
  passed += stats.expected + stats.flaky;
  e2eFailed += stats.unexpected;
  skipped += stats.skipped;
}
if (e2eExit !== '0' && e2eFailed === 0) e2eFailed = 1;

failed += unitFailed + e2eFailed + heavyFailed;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
