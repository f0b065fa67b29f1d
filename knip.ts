import type { KnipConfig } from 'knip';

// knip finds unused files, dependencies and exports; `npm run lint` fails on any. Its plugins read the entry
// points that package.json's scripts, vite, vitest, playwright and drizzle name; the ones below are started
// some other way, and each exception says why it stays.
const config: KnipConfig = {
  entry: [
    // Built by `vite build --ssr src/client/prerender.tsx` in the build script, which knip does not parse.
    'src/client/prerender.tsx!',
    // Run by .ci/run after the tests, to sum up their reports.
    'scripts/ci-summary.mjs',
    // Drawing scripts run by hand when a demo picture changes; their output under public/images is committed.
    'scripts/draw-*.mjs',
    'scripts/rasterize-demo-pictures.mjs',
    // Started as child processes by the bench (`node --import tsx <file>`), never imported.
    'bench/baseline-server.ts',
    'bench/catalogue-baseline-server.ts',
    'bench/proxy.ts',
    'bench/lib/prepare-store-cli.ts',
  ],
  ignore: [
    // The demo identity provider's pages link it by URL (/oidc-demo.css); the server serves public/ as files.
    'public/oidc-demo.css',
  ],
  ignoreDependencies: [
    // The API reference page serves this package's built script and stylesheet as files, found through
    // require.resolve, so no module imports it.
    '@scalar/api-reference',
  ],
  ignoreBinaries: [
    // The production tests make a throwaway TLS certificate with the system's openssl, not an npm package.
    'openssl',
  ],
};

export default config;
