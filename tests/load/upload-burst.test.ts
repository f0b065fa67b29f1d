import { afterAll, describe, expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { count, eq } from 'drizzle-orm';
import { openConfiguredStore } from '../../src/server/db/open-store.js';
import { images, users } from '../../src/server/db/schema.js';
import { createClient, signUp } from '../support/http-client.js';
import { memoryOf, noisePngs, resetPeakMemory, uploadRequest } from '../support/pictures.js';
import {
  ensureBuilt,
  freePort,
  killAllServers,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../support/server.js';

/**
 * One unverified account sends 100 uploads at once (each a 1400 x 1000 noise PNG of 4 MB, within every
 * limit). The server must reserve before it works: no more stored than the hourly limit, the refused ones
 * refused before their pictures are decoded, and its memory bounded whatever the number sent.
 */
const UPLOADS = 100;
const PER_HOUR = 30;
/**
 * What the server may grow by: two uploads under way for the account (its body read into memory, 4 MB,
 * and copied once by the multipart parser), one decode at a time (1400 x 1000 x 3 = 4 MB of pixels, the
 * scaled copy and five WebP encodes, a few tens of MB in libvips' buffers and its operation cache of at
 * most 50 MB), and the 100 connections' buffers. 150 MB leaves room for the allocator keeping pages it
 * freed; the growth before reservations was 524 MB for 45 uploads.
 */
const MAX_GROWTH_MB = 150;
/**
 * A refusal is sent before the body is read, so before any picture of the burst is decoded: each one comes
 * within this, or (on a machine busy with other work, where everything is slower) before the first stored
 * upload's answer, which waited for its decode.
 */
const QUICK_MS = 3000;

/** The 100 uploads from a worker thread, all sent at once; each answer with the time to its headers. */
const BURST_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, jobs } = workerData;
function post(job) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'POST', headers: job.headers, agent: false, timeout: 600000 }, (res) => {
      const headersMs = performance.now() - started;
      let text = '';
      res.on('data', (chunk) => { if (text.length < 400) text += chunk.toString('utf8', 0, 400); });
      res.on('end', () => resolve({ status: res.statusCode, headersMs, ms: performance.now() - started, text, retryAfter: res.headers['retry-after'] }));
      res.on('error', (error) => resolve({ status: 0, headersMs, ms: performance.now() - started, text: String(error) }));
    });
    req.on('timeout', () => req.destroy(new Error('no answer in time')));
    req.on('error', (error) => resolve({ status: 0, headersMs: NaN, ms: performance.now() - started, text: String(error) }));
    req.end(Buffer.from(job.body));
  });
}
Promise.all(jobs.map(post)).then((answers) => parentPort.postMessage(answers));
`;

interface BurstAnswer {
  status: number;
  headersMs: number;
  ms: number;
  text: string;
  retryAfter?: string;
}

const figures: string[] = [];
afterAll(async () => {
  console.log(`\nUpload burst (PGlite):\n${figures.map((f) => `  ${f}`).join('\n')}\n`);
  await killAllServers();
});

describe('100 uploads at once from one account', () => {
  test('store no more than the hourly limit, are refused before decoding, and keep memory bounded', async () => {
    ensureBuilt();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stw-upload-burst-'));
    let server: ServerProcess | undefined;
    try {
      server = spawnServer(
        { DATA_DIR: dataDir, AUTH_RATE_LIMIT: 'off', IMAGE_UPLOADS_PER_HOUR: String(PER_HOUR) },
        await freePort(),
      );
      await waitUntilHealthy(server, 300_000);
      const client = createClient(server.url);
      const email = `burst-${randomBytes(3).toString('hex')}@example.com`;
      await signUp(client, email);
      const nextPng = noisePngs(1400, 1000);
      const jobs = [];
      for (let i = 0; i < UPLOADS; i++) jobs.push(uploadRequest(server.url, client, await nextPng()));
      // Settled after start-up and sign-up, as the server would be when the burst arrives.
      await new Promise((r) => setTimeout(r, 2000));
      const before = memoryOf(server.child.pid!);
      // The peak of start-up (migrations, the demo school) is not the burst's.
      resetPeakMemory(server.child.pid!);
      const worker = new Worker(BURST_WORKER, {
        eval: true,
        workerData: { url: `${server.url}/api/images`, jobs },
      });
      const answers = await new Promise<BurstAnswer[]>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      void worker.terminate();
      const after = memoryOf(server.child.pid!);
      await server.kill();

      const store = openConfiguredStore({ DATA_DIR: dataDir });
      let storedCount: number;
      try {
        const [row] = await store.db
          .select({ n: count() })
          .from(images)
          .innerJoin(users, eq(users.id, images.ownerId))
          .where(eq(users.email, email));
        storedCount = row!.n;
      } finally {
        await store.close();
      }

      const byStatus = new Map<number, BurstAnswer[]>();
      for (const a of answers) byStatus.set(a.status, [...(byStatus.get(a.status) ?? []), a]);
      const created = byStatus.get(201) ?? [];
      const refused = answers.filter((a) => a.status === 429 || a.status === 503);
      const slowestRefusal = Math.max(...refused.map((a) => a.headersMs));
      const fastestCreated = Math.min(...created.map((a) => a.headersMs));
      figures.push(
        `answers: ${[...byStatus].map(([status, list]) => `${list.length} x ${status}`).join(', ')}; ` +
          `stored ${storedCount} (hourly limit ${PER_HOUR})`,
        `refusals answered within ${slowestRefusal.toFixed(0)} ms (slowest); ` +
          `the fastest stored upload took ${fastestCreated.toFixed(0)} ms`,
        `server RSS ${before.rssMb.toFixed(0)} MB before, ${after.rssMb.toFixed(0)} MB after, peak ` +
          `${after.peakMb.toFixed(0)} MB (growth to the peak ${(after.peakMb - before.rssMb).toFixed(0)} MB, ` +
          `bound ${MAX_GROWTH_MB} MB)`,
        `messages: ${[...new Set(refused.map((a) => a.text.match(/"message":"([^"]+)"/)?.[1]))].join(' | ')}`,
      );

      expect(
        answers.every((a) => [201, 429, 503].includes(a.status)),
        JSON.stringify(byStatus.get(0)?.[0]),
      ).toBe(true);
      expect(storedCount).toBe(created.length);
      expect(storedCount).toBeGreaterThan(0);
      expect(storedCount).toBeLessThanOrEqual(PER_HOUR);
      expect(refused.every((a) => Number(a.retryAfter) > 0)).toBe(true);
      expect(slowestRefusal).toBeLessThan(Math.max(QUICK_MS, fastestCreated));
      expect(after.peakMb - before.rssMb).toBeLessThan(MAX_GROWTH_MB);
    } finally {
      await killAllServers();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 900_000);
});
