import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Files run side by side, each worker against its own server and data folder (tests/e2e/support/fixtures.ts);
  // the journeys of one file run in order on one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
