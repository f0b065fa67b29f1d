import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`): Playwright cannot download its own browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's headless shell of the same version (`apt-get install
 * chromium-headless-shell`), the kind of build Playwright itself runs headless, at about two thirds of the
 * full browser's CPU (docs/decisions/parallel-test-suites.md); the full browser where the shell is missing.
 * Lighthouse in the bench keeps the full browser.
 */
export const E2E_CHROMIUM_PATH =
  !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH;

/** Flags for Chromium as root in a container, with nothing reaching out to Google's services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
