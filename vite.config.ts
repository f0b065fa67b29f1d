/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
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
});
