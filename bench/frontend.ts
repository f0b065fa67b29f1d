import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { cleanEnv } from './api.js';
import { onCleanup } from './lib/cleanup.js';
import { freePort, root, startChild } from './lib/processes.js';
import { tempDir } from './lib/stores.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.js';

interface BundleSize {
  page: string;
  jsKB: number;
  cssKB: number;
  files: { url: string; kind: 'js' | 'css'; gzipKB: number }[];
}

interface LighthouseFinding {
  category: string;
  id: string;
  title: string;
  score: number | null;
  display: string;
  items: string[];
}

interface LighthousePage {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  metrics: Record<string, string>;
  totalBlockingTimeMs: number;
  /** Lighthouse's measure of the host's speed (a desktop of 2020 scores about 1000+); lower is a slower host. */
  benchmarkIndex: number;
  findings: LighthouseFinding[];
  runs: number[];
}

export interface FrontendResult {
  bundles: BundleSize[];
  lighthouse: LighthousePage[];
}

/** A class's page, as the report names it; the bench opens the first approved class of the demo store. */
const CLASS_PAGE = '/classes/:id';

// kB as Vite prints them (1 kB = 1000 bytes).
const kB = (bytes: number) => bytes / 1000;

/** Loads a page in Chromium and sums the JavaScript and CSS it fetched, each gzipped (level 9) as Vite reports. */
async function measureBundles(base: string, classPath: string): Promise<BundleSize[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const close = onCleanup('close Chromium (bundles)', () => browser.close());
  const results: BundleSize[] = [];
  try {
    for (const [page, signIn] of [
      ['/', false],
      ['/classes', false],
      [CLASS_PAGE, false],
      ['/ins', false],
      ['/dashboard', true],
    ] as const) {
      const address = page === CLASS_PAGE ? classPath : page;
      const context = await browser.newContext();
      if (signIn) {
        // A demo student, so the dashboard renders instead of sending the visitor to /login.
        const res = await context.request.post(`${base}/api/auth/sign-in/email`, {
          headers: { origin: base },
          data: { email: 'student@example.com', password: 'Demo@1234' },
        });
        if (!res.ok()) throw new Error(`sign-in for the dashboard answered ${res.status()}`);
      }
      const tab = await context.newPage();
      const pending: Promise<void>[] = [];
      const files: BundleSize['files'] = [];
      tab.on('response', (response) => {
        const type = response.request().resourceType();
        const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
        if (!kind || !response.url().startsWith(base)) return;
        pending.push(
          response.body().then((body) => {
            files.push({
              url: new URL(response.url()).pathname,
              kind,
              gzipKB: kB(gzipSync(body, { level: 9 }).length),
            });
          }),
        );
      });
      await tab.goto(base + address, { waitUntil: 'networkidle' });
      if (new URL(tab.url()).pathname !== address) {
        throw new Error(`${page} went to ${tab.url()} instead of rendering`);
      }
      await Promise.all(pending);
      await context.close();
      const sum = (kind: 'js' | 'css') =>
        files.filter((f) => f.kind === kind).reduce((a, f) => a + f.gzipKB, 0);
      results.push({ page, jsKB: sum('js'), cssKB: sum('css'), files });
    }
  } finally {
    await close();
  }
  return results;
}

/** The part of Lighthouse's result the bench reads. */
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
      details?: { items?: unknown[]; overallSavingsMs?: number };
    }
  >;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

/** Audits that cost points in a category, with the elements or resources they name. */
function findingsOf(lhr: Lhr): LighthouseFinding[] {
  const found: LighthouseFinding[] = [];
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue;
      // Performance: the metrics that lose points, and the opportunities Lighthouse says would save time.
      const failing =
        category === 'performance'
          ? (ref.weight > 0 && audit.score < 0.9) || (audit.details?.overallSavingsMs ?? 0) > 0
          : audit.score < 1;
      if (!failing) continue;
      const items = (audit.details?.items ?? []).slice(0, 5).map((item) => {
        const i = item as {
          node?: { selector?: string; snippet?: string };
          url?: string;
          source?: { url?: string };
          description?: string;
        };
        if (i.node) return `${i.node.selector ?? ''} ${i.node.snippet ?? ''}`.trim();
        return i.url ?? i.source?.url ?? i.description ?? JSON.stringify(item).slice(0, 160);
      });
      found.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        display: audit.displayValue ?? '',
        items,
      });
    }
  }
  return found;
}

/** Lighthouse 12 (mobile, default simulated throttling) on each page, `runs` times; the median run by performance. */
async function runLighthouse(
  base: string,
  pages: string[],
  runs: number,
  log: (line: string) => void,
  classPath: string,
) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  const close = onCleanup('stop Chromium (Lighthouse)', () => chrome.kill());
  const results: LighthousePage[] = [];
  try {
    for (const page of pages) {
      const all: Lhr[] = [];
      const failures: string[] = [];
      // A run Lighthouse itself gives up on (a page that never painted in time, say) is tried again, once.
      for (let attempt = 0; all.length < runs && attempt < runs * 2; attempt++) {
        const result = await lighthouse(base + (page === CLASS_PAGE ? classPath : page), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const lhr = result?.lhr as unknown as Lhr | undefined;
        const unscored = Object.entries(lhr?.categories ?? {}).find(([, c]) => c.score === null)?.[0];
        if (!lhr || lhr.runtimeError || unscored) {
          failures.push(lhr?.runtimeError?.code ?? (unscored ? `no ${unscored} score` : 'no result'));
          log(`  ${page}: a Lighthouse run failed (${failures.at(-1)})`);
          continue;
        }
        all.push(lhr);
        // BENCH_LIGHTHOUSE_REPORTS=dir keeps every full report, for finding out why a score is what it is.
        const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          const name = `${page.replace(/\W+/g, '_') || 'home'}-${all.length}.json`;
          writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
        }
      }
      if (!all.length) throw new Error(`Lighthouse failed on ${page}: ${failures.join(', ')}`);
      const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      all.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = all[Math.floor(all.length / 2)]!;
      const metrics: Record<string, string> = {};
      for (const id of [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]) {
        metrics[id] = lhr.audits[id]?.displayValue ?? '';
      }
      const entry: LighthousePage = {
        page,
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        metrics,
        totalBlockingTimeMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
        findings: findingsOf(lhr),
        runs: all.map((r) => score(r, 'performance')),
      };
      log(
        `  ${page}: performance ${entry.performance} (runs ${entry.runs.join(', ')}), accessibility ${entry.accessibility}, best practices ${entry.bestPractices}`,
      );
      results.push(entry);
    }
  } finally {
    await close();
  }
  return results;
}

/** The built app on a demo-seeded PGlite store in a temporary DATA_DIR, as `npm start` runs it. */
export async function runFrontendBench(options: {
  lighthouseRuns: number;
  log: (line: string) => void;
  /** Another commit's built server (BENCH_COMPARE); this one's by default. */
  serverMain?: string;
  label?: string;
}): Promise<FrontendResult> {
  const { log } = options;
  log(
    `\n== Front end${options.label ? ` of ${options.label}` : ''} (demo-seeded PGlite store, development settings as npm start)`,
  );
  const port = await freePort();
  const server = await startChild({
    name: 'app (front end)',
    args: [options.serverMain ?? path.join(root, 'dist/node/server/main.js')],
    port,
    readyPath: '/api/health',
    timeoutMs: 120_000,
    env: {
      ...cleanEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: tempDir('stw-bench-web-'),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const classes = await (await fetch(`${server.url}/api/classes?limit=1`)).json();
    const classPath = `/classes/${(classes as { _id: string }[])[0]!._id}`;
    log(`bundles of the first load of /, /classes, ${CLASS_PAGE} (${classPath}), /ins and /dashboard`);
    const bundles = await measureBundles(server.url, classPath);
    for (const b of bundles)
      log(`  ${b.page}: JS ${b.jsKB.toFixed(1)} kB, CSS ${b.cssKB.toFixed(1)} kB gzipped`);
    log(`Lighthouse (${options.lighthouseRuns} run(s) per page)`);
    const lighthouseResults = await runLighthouse(
      server.url,
      ['/', '/classes', CLASS_PAGE, '/ins'],
      options.lighthouseRuns,
      log,
      classPath,
    );
    return { bundles, lighthouse: lighthouseResults };
  } finally {
    await server.stop();
  }
}
