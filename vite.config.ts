/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The browser's zod, configured before its first schema (src/client/zod-mini.ts).
    alias:
      isSsrBuild || process.env.VITEST
        ? []
        : [
            {
              find: /^zod\/mini$/,
              replacement: fileURLToPath(new URL('src/client/zod-mini.ts', import.meta.url)),
            },
          ],
  },
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
    setupFiles: ['src/client/test-setup.ts'],
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
  },
}));
