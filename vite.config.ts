/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { catalogues, linguiMacros, linguiRuntime } from './scripts/vite-lingui-macro';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

/** Matches these modules of src/, named without their extension (a name may hold a regular expression). */
const sources = (...names: string[]) =>
  new RegExp(`[\\\\/]src[\\\\/](${names.map((name) => name.replaceAll('/', '[\\\\/]')).join('|')})\\.tsx?$`);

/**
 * How the browser's code is split (docs/decisions/public-first-load.md). What every page needs goes in the
 * entry; each page is a chunk of its own. Left alone, the bundler also gives every small module that two
 * lazy pages share a file of its own, and each file is compressed on its own: the public pages' twenty
 * small files came to a third more than the same code in three. So the modules the public pages share go
 * in a few chunks, by what shows them. A module missing here still works, in a file of its own.
 */
const chunkGroups = [
  { name: 'app', tags: ['$initial' as const] },
  {
    name: 'public-lists',
    test: sources(
      'client/components/(load-state|section-title|feature-block|class-status-badge|table/empty-card)',
      'client/format',
      'client/responsive-image',
      'client/features/classes/(api|class-grid|class-card|schedule-summary)',
      'client/features/instructors/api',
      'contract/(seats|image-sizes|language-list|class-choices)',
    ),
  },
  {
    // Home's sections and a class's page load parts of their pages when they near the screen.
    name: 'in-view',
    test: sources('client/hooks/use-in-view'),
  },
  {
    // The instructors' cards: / and /ins show them, /classes and a class's page do not.
    name: 'public-instructors',
    test: sources(
      'client/features/instructors/(instructor-grid|instructor-card|taught-languages)',
      'client/components/user-avatar',
    ),
  },
  {
    name: 'select-class',
    test: sources(
      'client/features/cart/(api|select-class-button)',
      'client/purchase-keys',
      'contract/cart-rules',
    ),
  },
  {
    // What a class's page shows beside its own code, its sessions with it
    // (docs/decisions/class-page-sessions-at-once.md): one file rather than five. The dashboard's timetables
    // fetch it for the agenda.
    name: 'class-page-parts',
    test: new RegExp(
      `${sources('client/pages/class-sessions', 'client/features/classes/class-details', 'client/components/class-status-badge', 'client/features/schedule/(session-agenda|session-details|timetable-session|zoned-time|time-zone-switcher)', 'contract/date-time-format').source}|[\\\\/]lucide-react[\\\\/].*[\\\\/](arrow-left|video)\\.m?js$`,
    ),
  },
  {
    // The dashboard's menu and pages draw these icons, no public page does: one file, not eleven, each of
    // which the first bundle would otherwise name in its table of what to fetch with the dashboard.
    name: 'dashboard-icons',
    test: /[\\/]lucide-react[\\/].*[\\/](book-open-check|calendar-days|calendar-plus|clipboard-list|clipboard-check|credit-card|graduation-cap|circle-plus|send|inbox|newspaper|banknote|scroll-text|ticket|wallet|undo-2|settings|receipt|chart-column)\.m?js$/,
  },
  {
    // The dashboard's frame: its menu, its routes and the addresses only they and staff pages name, in one
    // file instead of three (each file is one more name in the first bundle's table of what to fetch). The
    // paged lists of admin pages (audit log, ledger) share the infinite query: here too, not a file of its own.
    name: 'dashboard-shell',
    test: new RegExp(
      `${sources('client/staff-paths', 'client/pages/dashboard/dashboard-routes', 'client/pages/layouts/dashboard-layout').source}|[\\\\/]@tanstack[\\\\/].*[\\\\/](useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\\.m?js$`,
    ),
  },
  {
    // The flag carousel is not here: it is fetched when its section comes near the screen.
    name: 'home',
    test: sources(
      'client/features/home/(hero-banner|language-flags|languages|use-rotating-index|use-typewriter|why-choose-us)',
      'client/features/classes/popular-classes',
      'client/features/instructors/popular-instructors',
      'client/hooks/use-prefers-reduced-motion',
      'client/components/error-boundary',
    ),
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    linguiMacros(),
    linguiRuntime(),
    react(),
    catalogues(),
    tailwindcss(),
    {
      // React Router's build makes its components and contexts at the top level with unannotated
      // forwardRef and createContext calls, then names them for React DevTools: so the bundler keeps every
      // one (Form, ScrollRestoration, HistoryRouter...) and all they use, rendered or not. Marked pure and
      // unnamed, the ones the app does not use go: 1.3 kB of the public pages' first load. Its class
      // components (the data router's error boundaries) are kept for the same reason, and for a context
      // set on one after its class: made in a pure function, with the context as a static field.
      name: 'react-router-unused-components',
      apply: 'build',
      transform(code: string, id: string) {
        if (!/node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
        const contextTypes = new Map<string, string>();
        return code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/(?<![\w$.])(React\d*\.(?:forwardRef|createContext|memo)\()/g, '/* @__PURE__ */ $1')
          .replace(/^([\w$]+)\.contextType = ([\w$]+);$/gm, (_, name: string, context: string) => {
            contextTypes.set(name, context);
            return '';
          })
          .replace(
            /^var ([\w$]+) = (class extends React\d*\.Component \{\n)([\s\S]*?\n\});$/gm,
            (_, name: string, head: string, body: string) => {
              const context = contextTypes.get(name);
              return `var ${name} = /* @__PURE__ */ (() => ${head}${context ? `static contextType = ${context};\n` : ''}${body})();`;
            },
          );
      },
    },
    {
      // lucide-react's icons are made by its createLucideIcon, which carries a context, attribute names for
      // other frameworks and icon names as strings: src/client/lucide-icon.ts makes the same <svg> in a
      // tenth of the code, 1 kB of the public pages' first load.
      name: 'lucide-icon',
      apply: 'build',
      enforce: 'pre' as const,
      resolveId(source: string, importer?: string) {
        if (
          !importer ||
          !/[\\/]lucide-react[\\/]/.test(importer) ||
          !source.endsWith('/createLucideIcon.mjs')
        )
          return null;
        return fileURLToPath(new URL('src/client/lucide-icon.ts', import.meta.url));
      },
    },
    {
      // V8 compiles a function the first time it runs, on the main thread: starting React on a public page
      // compiled about 700 functions there, 40-60 ms before the page answered a tap. This comment asks V8
      // to compile every function of the file on a background thread while the file downloads. Only the
      // code every public page runs at once: the entry and the chunks the public pages share.
      name: 'compile-hints',
      apply: 'build',
      enforce: 'post' as const,
      // After the files are written: V8 reads the comment only on the first line, and Vite puts the map of
      // preloaded files there as late as it can.
      writeBundle(
        options: { dir?: string },
        bundle: Record<string, { type: string; isEntry?: boolean; name?: string }>,
      ) {
        if (isSsrBuild || !options.dir) return;
        const shared = new Set(chunkGroups.map((group) => group.name));
        for (const [fileName, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || shared.has(chunk.name ?? ''))) continue;
          const file = path.join(options.dir, fileName);
          writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
        }
      },
    },
  ],
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
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  test: {
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
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/testing/dom-setup.ts'],
        },
      },
    ],
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
  },
}));
