/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { availableParallelism } from 'node:os';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/prerender.mjs reads it to preload each prerendered page's own code.
    manifest: true,
    // The prerender build (scripts/prerender.mjs) needs only the code: the public files are the client's.
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker less than the CPUs: a single worker on a 2-CPU machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each test file's PGlite compiles PostgreSQL's WebAssembly anew; V8's optimising tier then recompiles its
    // hot functions in the background, which a file's few hundred queries never earn back (about a quarter of
    // the server files' CPU; the fuzz suite, the most queries, takes the same time either way).
    execArgv: ['--liftoff-only'],
    setupFiles: ['src/client/test-setup.ts'],
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
  },
}));
