import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_EDGE } from '../../src/contract/images.js';
import { multipartBody } from '../../src/server/testing/multipart.js';
import { createClient, signUp, type Client } from '../support/http-client.js';
import {
  ensureBuilt,
  freePort,
  killAllServers,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../support/server.js';

/**
 * One visitor must not stall the server through pictures: while 150 downloads of the largest
 * stored picture run 10 at a time, and while 20 uploads of the largest accepted file run at once, the
 * median latency of GET /robots.txt and of GET /api/classes stays within 5 times its median in the same
 * run without that load. On PGlite, where every query runs on the server's main thread.
 */
const DOWNLOADS = 150;
const DOWNLOAD_CONCURRENCY = 10;
const UPLOADS = 20;
const BASELINE_SAMPLES = 40;
const MAX_RATIO = 5;
/** Before the fix the downloads alone took minutes: long enough to see them through and print the figures. */
const LOAD_TIMEOUT_MS = 900_000;
const PROBES = ['/robots.txt', '/api/classes'] as const;
type Probe = (typeof PROBES)[number];

/** Room for the multipart boundary and part headers around the file. */
const MULTIPART_ROOM = 1024;

/** The noise PNG of the largest side that an upload accepts and stores without scaling it down. */
async function largestNoisePng() {
  for (let side = IMAGE_MAX_EDGE; side > 64; side -= 8) {
    const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    if (png.length <= IMAGE_MAX_BYTES - MULTIPART_ROOM) return { png, side };
  }
  throw new Error('no noise PNG fits the upload limit');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A request on a fresh connection, as a new visitor's would be; the body is counted and dropped. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<{ status: number; bytes: number; ms: number; text: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false, timeout: 600_000 },
      (res) => {
        let bytes = 0;
        let text = '';
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (text.length < 2000) text += chunk.toString('utf8', 0, Math.min(chunk.length, 2000));
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started, text }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to ${url} in time`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Probes the two pages one after the other until `until` settles; answers each page's latencies. */
async function probeWhile(base: string, until: Promise<unknown> | null, minimum = 0) {
  const samples: Record<Probe, number[]> = { '/robots.txt': [], '/api/classes': [] };
  let done = until === null;
  void until?.finally(() => (done = true));
  for (let i = 0; !done || i < minimum * PROBES.length; i++) {
    const probe = PROBES[i % PROBES.length]!;
    const answer = await send(`${base}${probe}`);
    if (answer.status !== 200) throw new Error(`${probe} answered ${answer.status}`);
    samples[probe].push(answer.ms);
    if (until === null && i + 1 >= minimum * PROBES.length) break;
  }
  return samples;
}

/**
 * The load runs in a worker thread, as another visitor would on another machine: the probes' own event
 * loop then measures the server, not the time this process spends receiving the pictures.
 */
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, method, body, jobs, concurrency } = workerData;
const queue = jobs.map((headers, i) => ({ headers, i }));
const answers = new Array(jobs.length);
const started = performance.now();
function send(headers) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false, timeout: 600000 }, (res) => {
      let bytes = 0;
      let text = '';
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (text.length < 300) text += chunk.toString('utf8', 0, Math.min(chunk.length, 300));
      });
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode, bytes, text }));
    });
    req.on('timeout', () => req.destroy(new Error('no answer in time')));
    req.on('error', reject);
    req.end(body ? Buffer.from(body) : undefined);
  });
}
async function worker() {
  for (let job = queue.shift(); job; job = queue.shift()) answers[job.i] = await send(job.headers);
}
Promise.all(Array.from({ length: concurrency }, worker)).then(
  () => parentPort.postMessage({ answers, ms: performance.now() - started }),
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

interface LoadAnswer {
  status: number;
  bytes: number;
  text: string;
}

function runLoad(options: {
  url: string;
  method: 'GET' | 'POST';
  body?: Buffer;
  jobs: Record<string, string>[];
  concurrency: number;
}): Promise<{ answers: LoadAnswer[]; ms: number }> {
  const worker = new Worker(LOAD_WORKER, { eval: true, workerData: options });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: { answers: LoadAnswer[]; ms: number; error?: string }) => {
      void worker.terminate();
      if (result.error) reject(new Error(result.error));
      else resolve(result);
    });
    worker.once('error', reject);
  });
}

const uploadBody = (png: Buffer) =>
  multipartBody([{ name: 'image', filename: 'noise.png', type: 'image/png', data: png }]);
const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function upload(base: string, client: Client, png: Buffer) {
  const { payload, contentType } = uploadBody(png);
  return send(`${base}/api/images`, {
    method: 'POST',
    headers: {
      cookie: cookieOf(client),
      origin: base,
      'content-type': contentType,
      'content-length': String(payload.length),
    },
    body: payload,
  });
}

describe('pictures under load on PGlite', () => {
  let server: ServerProcess;
  let dataDir: string;
  let base: string;
  let uploaders: Client[];
  let png: Buffer;
  let side: number;
  let pictureUrl: string;
  let pictureBytes: number;
  const figures: string[] = [];

  beforeAll(async () => {
    ensureBuilt();
    dataDir = mkdtempSync(path.join(tmpdir(), 'stw-images-load-'));
    server = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'auto', AUTH_RATE_LIMIT: 'off' }, await freePort());
    // A new data folder and the demo school's accounts take a while on a busy machine.
    await waitUntilHealthy(server, 300_000);
    base = server.url;
    ({ png, side } = await largestNoisePng());
    uploaders = [];
    for (let i = 0; i <= UPLOADS; i++) {
      const client = createClient(base);
      await signUp(client, `uploader-${i}-${randomBytes(3).toString('hex')}@example.com`);
      uploaders.push(client);
    }
    const first = await upload(base, uploaders[UPLOADS]!, png);
    if (first.status !== 201) throw new Error(`the upload answered ${first.status}: ${first.text}`);
    pictureUrl = JSON.parse(first.text).data.display_url;
    pictureBytes = (await send(`${base}${pictureUrl}`)).bytes;
    await probeWhile(base, null, 5);
    figures.push(
      `picture: a ${side} x ${side} noise PNG of ${(png.length / 1e6).toFixed(2)} MB, stored and served as ` +
        `${(pictureBytes / 1e6).toFixed(2)} MB`,
    );
  }, 900_000);

  afterAll(async () => {
    console.log(`\nImages under load (PGlite):\n${figures.map((f) => `  ${f}`).join('\n')}\n`);
    await killAllServers();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Each page's median with nothing else going on, measured right before a load. */
  async function quietMedians() {
    const quiet = await probeWhile(base, null, BASELINE_SAMPLES);
    return { '/robots.txt': median(quiet['/robots.txt']), '/api/classes': median(quiet['/api/classes']) };
  }

  function report(
    load: string,
    baseline: Record<Probe, number>,
    samples: Record<Probe, number[]>,
    loadMs: number,
  ) {
    const ratios = {} as Record<Probe, number>;
    for (const probe of PROBES) {
      const m = median(samples[probe]);
      ratios[probe] = m / baseline[probe];
      figures.push(
        `${load}: ${probe} median ${m.toFixed(1)} ms over ${samples[probe].length} requests, ` +
          `${baseline[probe].toFixed(1)} ms without load (${BASELINE_SAMPLES} requests): ` +
          `${ratios[probe].toFixed(2)} x (the load took ${(loadMs / 1000).toFixed(1)} s)`,
      );
    }
    return ratios;
  }

  test(
    `${DOWNLOADS} downloads of the largest picture, ${DOWNLOAD_CONCURRENCY} at a time, leave the other pages fast`,
    async () => {
      const baseline = await quietMedians();
      const load = runLoad({
        url: `${base}${pictureUrl}`,
        method: 'GET',
        jobs: Array.from({ length: DOWNLOADS }, () => ({})),
        concurrency: DOWNLOAD_CONCURRENCY,
      });
      const samples = await probeWhile(base, load, 3);
      const { answers, ms } = await load;
      const ratios = report(
        `${DOWNLOADS} downloads, ${DOWNLOAD_CONCURRENCY} at a time`,
        baseline,
        samples,
        ms,
      );
      const statuses = answers.map((a) => a.status);
      expect(answers.every((a) => a.bytes === pictureBytes)).toBe(true);
      expect(statuses.filter((s) => s === 200)).toHaveLength(DOWNLOADS);
      for (const probe of PROBES) expect(ratios[probe], probe).toBeLessThanOrEqual(MAX_RATIO);
    },
    LOAD_TIMEOUT_MS,
  );

  test(
    `${UPLOADS} uploads of the largest accepted file at once leave the other pages fast`,
    async () => {
      const baseline = await quietMedians();
      const { payload, contentType } = uploadBody(png);
      const load = runLoad({
        url: `${base}/api/images`,
        method: 'POST',
        body: payload,
        jobs: uploaders.slice(0, UPLOADS).map((client) => ({
          cookie: cookieOf(client),
          origin: base,
          'content-type': contentType,
          'content-length': String(payload.length),
        })),
        concurrency: UPLOADS,
      });
      const samples = await probeWhile(base, load, 3);
      const { answers, ms } = await load;
      const ratios = report(`${UPLOADS} uploads at once`, baseline, samples, ms);
      const statuses = answers.map((a) => a.status);
      expect(statuses, answers.find((a) => a.status !== 201)?.text).toEqual(Array(UPLOADS).fill(201));
      for (const probe of PROBES) expect(ratios[probe], probe).toBeLessThanOrEqual(MAX_RATIO);
    },
    LOAD_TIMEOUT_MS,
  );
});
