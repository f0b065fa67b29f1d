// `npm run bench`: API throughput and latency against a bare-Fastify baseline, memory, front-end bundle
// sizes and Lighthouse scores. Writes bench/results.md. Settings: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS
// (2), BENCH_CONNECTIONS (50), BENCH_LIGHTHOUSE_RUNS (3), BENCH_ONLY (api | catalogue | frontend: the API
// with the catalogue, the catalogue's filters and the calendar feed alone, or the front end),
// BENCH_CATALOGUE_CONNECTIONS (10, for the catalogue's filters and the calendar feed), BENCH_PG_URL
// (postgres://postgres@127.0.0.1:5432/postgres; the bench creates and drops its own databases there),
// CHROMIUM_PATH (/usr/bin/chromium), BENCH_LIGHTHOUSE_REPORTS (a folder to keep every full Lighthouse report in),
// BENCH_COMPARE (a commit, e.g. HEAD~1: built beside this one and measured right after it in every figure).
// BENCH_ONLY=accounts measures only whether answer times tell who has an account (BENCH_TIMING_TRIES, 200)
// and replaces that section of bench/results.md; a full run includes it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApiBench, type ApiResult } from './api.js';
import {
  renderAccountTiming,
  runAccountTimingBench,
  withAccountTimingSection,
  type AccountTimingResult,
} from './account-timing.js';
import { runCatalogueBench, type CatalogueResult } from './catalogue.js';
import { runFrontendBench, type FrontendResult } from './frontend.js';
import { cleanupAll } from './lib/cleanup.js';
import { prepareOtherTree } from './lib/other-tree.js';
import { root } from './lib/processes.js';
import { renderReport, type Machine, type Settings } from './lib/report.js';
import { PG_ADMIN_URL, postgresVersion } from './lib/stores.js';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};

const settings: Settings = {
  connections: numberFrom('BENCH_CONNECTIONS', 50),
  seconds: numberFrom('BENCH_SECONDS', 10),
  warmupSeconds: numberFrom('BENCH_WARMUP_SECONDS', 2),
  lighthouseRuns: Math.max(1, numberFrom('BENCH_LIGHTHOUSE_RUNS', 3)),
};
const only = process.env.BENCH_ONLY;
const log = (line: string) => console.log(line);

function newest(p: string): number {
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(p)) latest = Math.max(latest, newest(path.join(p, entry)));
  return latest;
}

/** Builds the app when dist/ is missing or older than its sources, as `npm start` does. */
function ensureBuilt() {
  const outputs = ['dist/client/index.html', 'dist/node/server/main.js'].map((p) => path.join(root, p));
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
    path.join(root, p),
  );
  const built = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
  if (built && !inputs.some((p) => existsSync(p) && newest(p) > built)) return;
  log('Building the app (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function machineInfo(): Promise<Machine> {
  const cpuModel =
    /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ??
    os.cpus()[0]?.model ??
    '?';
  return {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    cpus: os.availableParallelism(),
    cpuModel,
    ramGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    postgres: await postgresVersion(),
    loadBefore: os.loadavg(),
    loadAfter: [],
  };
}

/** When and where the timing section was measured, in a line. */
function timingWhen(machine: Machine): string {
  return (
    `Measured ${machine.date} on ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, load average ` +
    `${machine.loadBefore.map((l) => l.toFixed(1)).join(' ')} at the start`
  );
}

async function main() {
  const started = Date.now();
  ensureBuilt();
  const machine = await machineInfo();
  log(`${machine.cpus} × ${machine.cpuModel}, ${machine.ramGiB.toFixed(0)} GiB, Node ${machine.node}`);
  log(`load average: ${machine.loadBefore.map((l) => l.toFixed(1)).join(' ')}`);
  const notes: string[] = [];
  let api: ApiResult | null = null;
  let catalogue: CatalogueResult | null = null;
  let frontend: FrontendResult | null = null;
  let otherFrontend: FrontendResult | null = null;
  const compare = process.env.BENCH_COMPARE ? prepareOtherTree(process.env.BENCH_COMPARE, log) : undefined;
  const timingTries = Math.max(20, numberFrom('BENCH_TIMING_TRIES', 200));
  if (only === 'accounts') {
    const timing = await runAccountTimingBench({ tries: timingTries, log, compare });
    const section = renderAccountTiming(timing, timingWhen(machine));
    const file = path.join(root, 'bench/results.md');
    writeFileSync(file, withAccountTimingSection(readFileSync(file, 'utf8'), section));
    log('\n' + section);
    log(`Wrote its section of bench/results.md in ${Math.round((Date.now() - started) / 1000)} s.`);
    return;
  }
  let timing: AccountTimingResult | null = null;
  if (only !== 'frontend') {
    if (!machine.postgres) {
      const note = `PostgreSQL was not reachable at ${PG_ADMIN_URL.replace(/\/\/[^@]*@/, '//')}: its runs were skipped.`;
      log(note);
      notes.push(note);
    }
    if (only !== 'catalogue')
      api = await runApiBench({ settings, postgres: !!machine.postgres, log, compare });
    catalogue = await runCatalogueBench({
      settings: { ...settings, connections: numberFrom('BENCH_CATALOGUE_CONNECTIONS', 10) },
      postgres: !!machine.postgres,
      log,
    });
    if (!only) timing = await runAccountTimingBench({ tries: timingTries, log, compare });
  }
  if (only !== 'api' && only !== 'catalogue') {
    frontend = await runFrontendBench({ lighthouseRuns: settings.lighthouseRuns, log });
    if (compare) {
      otherFrontend = await runFrontendBench({
        lighthouseRuns: settings.lighthouseRuns,
        log,
        serverMain: compare.serverMain,
        label: compare.rev,
      });
    }
  }
  machine.loadAfter = os.loadavg();
  if (machine.cpus <= 2) {
    notes.push(
      `With ${machine.cpus} CPUs the load generator, the proxy, the server processes and PostgreSQL share the same ` +
        'cores, so a second server process cannot add capacity here; the two-process rows show the cost of the set-up.',
    );
  }
  const compared = compare ? { rev: compare.rev, commit: compare.commit, frontend: otherFrontend } : null;
  let report = renderReport({ machine, settings, api, catalogue, frontend, notes, compared });
  if (timing) report = withAccountTimingSection(report, renderAccountTiming(timing, timingWhen(machine)));
  writeFileSync(path.join(root, 'bench/results.md'), report);
  log('\n' + report);
  log(`Wrote bench/results.md in ${Math.round((Date.now() - started) / 1000)} s.`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
