import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './tests/support/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Every journey may run on any worker: each worker has its own server and data folder
  // (tests/e2e/support/fixtures.ts), and no journey relies on another having run before it.
  fullyParallel: true,
  // The journeys wait on the browser and the server more than they compute: on 2 CPUs, 3 workers keep both busy.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    // Recording a trace snapshots the page at every action, for every test, passed or not: a large share of
    // the browser tests' CPU on two cores. A failed test is run again with its trace (CI retries once).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
