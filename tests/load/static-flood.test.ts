import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  ensureBuilt,
  freePort,
  killAllServers,
  root,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../support/server.js';

/**
 * Downloading the app's scripts must not slow the rest of the server: while 150 downloads of the built
 * scripts run at once (five times over, one batch after the other), each asking as a browser does (brotli
 * or gzip accepted), the median
 * latency of GET /robots.txt stays within 5 times its median in the same run without that load. The scripts
 * are compressed once, by the build; /api/classes, whose answer is compressed per request when it changes,
 * is measured and reported too. On PGlite, where every query runs on the server's main thread.
 */
const CONCURRENT = 150;
const BATCHES = 5;
/** At least this many probe answers of each kind under load (more while the downloads last). */
const SAMPLES_UNDER_LOAD = 3;
const BASELINE_SAMPLES = 40;
const MAX_RATIO = 5;
const SCRIPTS = 10;
const ACCEPT = 'gzip, deflate, br';
/** Long enough to see the old, per-request compression through and print its figures. */
const LOAD_TIMEOUT_MS = 900_000;
const PROBES = ['/robots.txt', '/api/classes'] as const;
type Probe = (typeof PROBES)[number];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A request on a fresh connection, as a new visitor's would be, accepting compression as a browser does. */
function send(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { 'accept-encoding': ACCEPT }, agent: false, timeout: 600_000 },
      (res) => {
        res.resume();
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to ${url} in time`)));
    req.on('error', reject);
  });
}

/**
 * The downloads run in a worker thread, as other visitors would on other machines: the probes' own event
 * loop then measures the server, not this process receiving the scripts.
 */
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { urls, concurrency, batches, accept } = workerData;
let running = false;
const seen = { downloads: 0, bytes: 0, encodings: {}, statuses: {} };
const started = performance.now();
function download(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': accept }, agent: false, timeout: 600000 }, (res) => {
      if (!running) {
        running = true;
        parentPort.postMessage({ running: true });
      }
      res.on('data', (chunk) => (seen.bytes += chunk.length));
      res.on('error', reject);
      res.on('end', () => {
        const encoding = res.headers['content-encoding'] || 'identity';
        seen.encodings[encoding] = (seen.encodings[encoding] || 0) + 1;
        seen.statuses[res.statusCode] = (seen.statuses[res.statusCode] || 0) + 1;
        seen.downloads += 1;
        resolve();
      });
    });
    req.on('timeout', () => req.destroy(new Error('no answer in time')));
    req.on('error', reject);
  });
}
async function load() {
  for (let batch = 0; batch < batches; batch++) {
    await Promise.all(Array.from({ length: concurrency }, (_, i) => download(urls[(batch + i) % urls.length])));
  }
}
load().then(
  () => parentPort.postMessage({ ...seen, ms: performance.now() - started }),
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

interface LoadResult {
  downloads: number;
  bytes: number;
  encodings: Record<string, number>;
  statuses: Record<string, number>;
  ms: number;
}

function startLoad(urls: string[]) {
  const worker = new Worker(LOAD_WORKER, {
    eval: true,
    workerData: { urls, concurrency: CONCURRENT, batches: BATCHES, accept: ACCEPT },
  });
  let running: () => void;
  const started = new Promise<void>((resolve) => (running = resolve));
  const done = new Promise<LoadResult>((resolve, reject) => {
    worker.on('message', (result: LoadResult & { error?: string; running?: boolean }) => {
      if (result.running) return running();
      void worker.terminate();
      if (result.error) reject(new Error(result.error));
      else resolve(result);
    });
    worker.once('error', reject);
  });
  return {
    started: Promise.race([started, done.then(() => {})]),
    done,
  };
}

/** Probes the two pages in turn, `samplesEach` times each at least and for as long as `during` runs. */
async function probe(base: string, samplesEach: number, during?: Promise<unknown>) {
  const samples: Record<Probe, number[]> = { '/robots.txt': [], '/api/classes': [] };
  let running = !!during;
  void during?.finally(() => (running = false));
  for (let i = 0; i < samplesEach * PROBES.length || running; i++) {
    const page = PROBES[i % PROBES.length]!;
    const answer = await send(`${base}${page}`);
    if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
    samples[page].push(answer.ms);
  }
  return samples;
}

describe('downloads of the built scripts on PGlite', () => {
  let server: ServerProcess;
  let dataDir: string;
  let scripts: string[];
  const figures: string[] = [];

  beforeAll(async () => {
    ensureBuilt();
    const assets = path.join(root, 'dist/client/assets');
    // The largest scripts, the ones whose compression costs most.
    scripts = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)
      .slice(0, SCRIPTS);
    const kib = scripts.reduce((sum, name) => sum + statSync(path.join(assets, name)).size, 0) / 1024;
    figures.push(`the ${SCRIPTS} largest scripts, ${Math.round(kib)} KiB together, downloaded in turn`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'stw-static-flood-'));
    server = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'auto' }, await freePort());
    await waitUntilHealthy(server, 300_000);
    await probe(server.url, 5);
  }, 900_000);

  afterAll(async () => {
    console.log(`\nScripts downloaded under load (PGlite):\n${figures.map((f) => `  ${f}`).join('\n')}\n`);
    await killAllServers();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test(
    `${BATCHES} batches of ${CONCURRENT} downloads of the scripts at once leave /robots.txt fast`,
    async () => {
      const quiet = await probe(server.url, BASELINE_SAMPLES);
      const load = startLoad(scripts.map((name) => `${server.url}/assets/${name}`));
      await load.started;
      const samples = await probe(server.url, SAMPLES_UNDER_LOAD, load.done);
      const result = await load.done;

      const ratios = {} as Record<Probe, number>;
      for (const page of PROBES) {
        const idle = median(quiet[page]);
        const loaded = median(samples[page]);
        ratios[page] = loaded / idle;
        figures.push(
          `${page}: median ${loaded.toFixed(1)} ms over ${samples[page].length} requests under load, ` +
            `${idle.toFixed(1)} ms without (${BASELINE_SAMPLES} requests): ${ratios[page].toFixed(2)} x`,
        );
      }
      figures.push(
        `${result.downloads} downloads, ${BATCHES} batches of ${CONCURRENT} at once, in ` +
          `${(result.ms / 1000).toFixed(1)} s: ` +
          `${(result.bytes / 1e6).toFixed(1)} MB sent, encodings ${JSON.stringify(result.encodings)}, ` +
          `statuses ${JSON.stringify(result.statuses)}`,
      );
      expect(Object.keys(result.statuses)).toEqual(['200']);
      expect(ratios['/robots.txt']).toBeLessThanOrEqual(MAX_RATIO);
    },
    LOAD_TIMEOUT_MS,
  );
});
